// @vitest-environment jsdom
import type { MockedResponse } from '@apollo/client/testing';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodsListPageQuery } from '../api/goods-list-page';
import { listPage } from '../test/fixtures';
import { MockedApollo } from '../test/mocked-apollo.js';
import { useGoodsList } from './use-goods-list';

const filter = { sort: 'NEWEST' as const };
const first = { filter, first: 2 };
const after = (cursor: string) => ({ filter, first: 2, after: cursor });

function wrapper(mocks: MockedResponse[]) {
  return ({ children }: { children: ReactNode }) => <MockedApollo mocks={mocks}>{children}</MockedApollo>;
}

describe('useGoodsList', () => {
  afterEach(cleanup);

  it('loads page 1, then appends the page after its endCursor and finishes on the last page', async () => {
    const mocks = [
      {
        request: { query: GoodsListPageQuery, variables: first },
        result: { data: listPage(['1', '2'], true, 3) },
      },
      {
        request: { query: GoodsListPageQuery, variables: after('c2') },
        result: { data: listPage(['3'], false, 3) },
      },
    ];
    const { result } = renderHook(() => useGoodsList(first), { wrapper: wrapper(mocks) });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    expect(result.current.total).toBe(3);
    expect(result.current.finished).toBe(false);

    await act(() => result.current.loadMore());
    // A second trigger before the merged list arrives must not request the same page again (the mock would be
    // used up and the hook would report an error).
    await act(() => result.current.loadMore());
    // The cache broadcasts the merged list asynchronously.
    await waitFor(() => expect(result.current.records.map((r) => r.id)).toEqual(['1', '2', '3']));
    expect(result.current.finished).toBe(true);
    expect(result.current.loadingMore).toBe(false);
    expect(result.current.loadMoreError).toBeNull();
  });

  it('keeps the loaded records and reports the failure when the next page fails', async () => {
    const mocks = [
      {
        request: { query: GoodsListPageQuery, variables: first },
        result: { data: listPage(['1', '2'], true, 3) },
      },
      { request: { query: GoodsListPageQuery, variables: after('c2') }, error: new Error('network down') },
    ];
    const { result } = renderHook(() => useGoodsList(first), { wrapper: wrapper(mocks) });
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    await act(() => result.current.loadMore());
    expect(result.current.loadMoreError).toBeTruthy();
    expect(result.current.records.map((r) => r.id)).toEqual(['1', '2']);
    expect(result.current.error).toBeNull();
  });

  it('exposes a first-page error', async () => {
    const mocks = [{ request: { query: GoodsListPageQuery, variables: first }, error: new Error('boom') }];
    const { result } = renderHook(() => useGoodsList(first), { wrapper: wrapper(mocks) });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.records).toEqual([]);
  });
});
