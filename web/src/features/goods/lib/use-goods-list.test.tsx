// @vitest-environment jsdom
import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { GoodsListPageQuery } from '../api/goods-list-page';
import { listPage } from '../test/fixtures';
import { mergeGoodsPages, useGoodsList } from './use-goods-list';

const filter = { sort: 'NEWEST' as const };
const page = (current: number) => ({ filter, page: { current, size: 2 } });

function wrapper(mocks: MockedResponse[]) {
  return ({ children }: { children: ReactNode }) => <MockedProvider mocks={mocks}>{children}</MockedProvider>;
}

describe('mergeGoodsPages', () => {
  it('appends the next page, skips duplicates and takes the new page info', () => {
    const merged = mergeGoodsPages(listPage(['1', '2'], 1, 3, 5), listPage(['2', '3'], 2, 3, 5));
    expect(merged.goodsPage.records.map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(merged.goodsPage.pageInfo.current).toBe(2);
  });
});

describe('useGoodsList', () => {
  afterEach(cleanup);

  it('loads page 1, then merges page 2 into the same list and finishes on the last page', async () => {
    const mocks = [
      {
        request: { query: GoodsListPageQuery, variables: page(1) },
        result: { data: listPage(['1', '2'], 1, 2, 3) },
      },
      {
        request: { query: GoodsListPageQuery, variables: page(2) },
        result: { data: listPage(['3'], 2, 2, 3) },
      },
    ];
    const { result } = renderHook(() => useGoodsList(page(1)), { wrapper: wrapper(mocks) });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    expect(result.current.total).toBe(3);
    expect(result.current.finished).toBe(false);

    await act(() => result.current.loadMore());
    // A second trigger before the merged list arrives must not request page 2 again (the mock would be
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
        request: { query: GoodsListPageQuery, variables: page(1) },
        result: { data: listPage(['1', '2'], 1, 2, 3) },
      },
      { request: { query: GoodsListPageQuery, variables: page(2) }, error: new Error('network down') },
    ];
    const { result } = renderHook(() => useGoodsList(page(1)), { wrapper: wrapper(mocks) });
    await waitFor(() => expect(result.current.records).toHaveLength(2));
    await act(() => result.current.loadMore());
    expect(result.current.loadMoreError).toBeTruthy();
    expect(result.current.records.map((r) => r.id)).toEqual(['1', '2']);
    expect(result.current.error).toBeNull();
  });

  it('exposes a first-page error', async () => {
    const mocks = [{ request: { query: GoodsListPageQuery, variables: page(1) }, error: new Error('boom') }];
    const { result } = renderHook(() => useGoodsList(page(1)), { wrapper: wrapper(mocks) });
    await waitFor(() => expect(result.current.error).toBeTruthy());
    expect(result.current.records).toEqual([]);
  });
});
