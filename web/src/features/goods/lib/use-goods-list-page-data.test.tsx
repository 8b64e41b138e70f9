// @vitest-environment jsdom
import { ApolloClient } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../lib/apollo/create-apollo-client.js';
import { ApolloClientLoaderProvider } from '../../../lib/apollo/load-apollo-client.js';
import { GoodsListPageQuery } from '../api/goods-list-page';
import { listPage } from '../test/fixtures';
import { useGoodsList } from './use-goods-list';

const filter = { sort: 'NEWEST' as const };
const first = { filter, first: 2 };

let pageContext: Record<string, unknown> = {};
vi.mock('vike-react/usePageContext', () => ({ usePageContext: () => pageContext }));

/** A server-rendered goods page in the browser: `+data` answered the list, Apollo Client is not loaded. */
describe('useGoodsList on a page with its +data answer', () => {
  afterEach(cleanup);

  it('renders the answer without loading Apollo Client, and loads it for the next page', async () => {
    pageContext = {
      locale: 'en',
      data: {
        pageQuery: { operationName: 'GoodsPage', variables: first, data: listPage(['1', '2'], true, 3) },
      },
    };
    const link = new MockLink([
      {
        request: { query: GoodsListPageQuery, variables: { ...first, after: 'c2' } },
        result: { data: listPage(['3'], false, 3) },
      },
    ]);
    const client = new ApolloClient({ cache: createCache(), link });
    const load = vi.fn(() => Promise.resolve(client));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApolloClientLoaderProvider value={load}>{children}</ApolloClientLoaderProvider>
    );

    const { result } = renderHook(() => useGoodsList(first), { wrapper });
    // Hydration: the server's records at once, no client, no request.
    expect(result.current.records.map((r) => r.id)).toEqual(['1', '2']);
    expect(result.current.loading).toBe(false);
    expect(load).not.toHaveBeenCalled();

    await act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledWith('en');
    // The answer was written into the cache, and relayStylePagination appended the fetched page to it.
    await waitFor(() => expect(result.current.records.map((r) => r.id)).toEqual(['1', '2', '3']));
    expect(result.current.finished).toBe(true);
    expect(result.current.loadMoreError).toBeNull();
  });
});
