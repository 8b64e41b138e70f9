import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { GoodsListPageQuery, GoodsListPageQueryVariables } from '../../../graphql/generated/graphql';
import { GoodsCategoriesQuery } from '../api/goods-categories';
import { GoodsListPageQuery as GoodsListPageDocument } from '../api/goods-list-page';

/**
 * Appends a fetched page to the list. Records already shown are skipped: with "newest" sorting, goods
 * released between two page loads shift the pages, and the same item must not appear twice.
 */
export function mergeGoodsPages(previous: GoodsListPageQuery, next: GoodsListPageQuery): GoodsListPageQuery {
  const seen = new Set(previous.goodsPage.records.map((record) => record.id));
  return {
    ...previous,
    goodsPage: {
      ...next.goodsPage,
      records: [
        ...previous.goodsPage.records,
        ...next.goodsPage.records.filter((record) => !seen.has(record.id)),
      ],
    },
  };
}

/**
 * The goods list for one set of filters: page 1 comes from the cache that `+data` filled on the server,
 * later pages are fetched with `fetchMore` and merged into page 1's cache entry (`updateQuery`), so going
 * back to the list keeps what was loaded.
 */
export function useGoodsList(variables: GoodsListPageQueryVariables) {
  const client = useApolloClient();
  const query = useQuery(GoodsListPageDocument, { variables });
  const { data, fetchMore } = query;
  // The page being fetched. It counts as loading until the merged list (which arrives through an
  // asynchronous cache broadcast, after fetchMore resolves) shows it; clearing it on resolve instead
  // would let the scroll hook ask for the same page a second time.
  const [pendingPage, setPendingPage] = useState<number | null>(null);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  // A ref, not state: two triggers in the same tick must not both start a request.
  const inFlight = useRef(false);
  const pageInfo = data?.goodsPage.pageInfo;
  const loadingMore = pendingPage !== null && (pageInfo?.current ?? 0) < pendingPage;

  const loadMore = useCallback(async () => {
    if (!pageInfo?.hasNext || inFlight.current || loadingMore) return;
    const next = pageInfo.current + 1;
    inFlight.current = true;
    setPendingPage(next);
    setLoadMoreError(null);
    try {
      const result = await fetchMore({
        variables: { page: { current: next, size: pageInfo.size } },
        updateQuery: (previous, { fetchMoreResult }) => mergeGoodsPages(previous, fetchMoreResult),
      });
      if (result.error) throw result.error;
    } catch (error) {
      setLoadMoreError(error);
      setPendingPage(null);
    } finally {
      inFlight.current = false;
    }
  }, [fetchMore, pageInfo, loadingMore]);

  return {
    records: data?.goodsPage.records ?? [],
    total: pageInfo?.total ?? 0,
    finished: pageInfo ? !pageInfo.hasNext : false,
    /** No data yet and a request is running (first visit without SSR data, or a retry). */
    loading: query.loading && !data,
    error: data ? null : (query.error ?? null),
    loadingMore,
    loadMoreError,
    loadMore,
    /** Retries the page's queries: the list and, if it failed with it, the category chips. */
    retry: () => client.refetchQueries({ include: [GoodsListPageDocument, GoodsCategoriesQuery] }),
  };
}
