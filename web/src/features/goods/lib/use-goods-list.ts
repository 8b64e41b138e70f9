import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { GoodsListPageQueryVariables } from '../../../graphql/generated/graphql';
import { GoodsCategoriesQuery } from '../api/goods-categories';
import { GoodsListPageQuery as GoodsListPageDocument } from '../api/goods-list-page';

/**
 * The goods list for one set of filters: the first page comes from the cache that `+data` filled on the
 * server; later pages are fetched with `after: endCursor` and appended by the cache's relayStylePagination
 * policy (lib/apollo/create-apollo-client.ts), so going back to the list keeps what was loaded.
 */
export function useGoodsList(variables: GoodsListPageQueryVariables) {
  const client = useApolloClient();
  const query = useQuery(GoodsListPageDocument, { variables });
  const { data, fetchMore } = query;
  const connection = data?.goodsConnection;
  // The cursor being fetched from. It counts as loading until the cache shows a later endCursor (the
  // merged list arrives through an asynchronous broadcast after fetchMore resolves); clearing it on resolve
  // instead would let the scroll hook ask for the same page a second time.
  const [pendingAfter, setPendingAfter] = useState<string | null>(null);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  // A ref, not state: two triggers in the same tick must not both start a request.
  const inFlight = useRef(false);
  const pageInfo = connection?.pageInfo;
  const loadingMore = pendingAfter !== null && pageInfo?.endCursor === pendingAfter;

  const loadMore = useCallback(async () => {
    const after = pageInfo?.endCursor;
    if (!pageInfo?.hasNextPage || !after || inFlight.current || loadingMore) return;
    inFlight.current = true;
    setPendingAfter(after);
    setLoadMoreError(null);
    try {
      const result = await fetchMore({ variables: { after } });
      if (result.error) throw result.error;
    } catch (error) {
      setLoadMoreError(error);
      setPendingAfter(null);
    } finally {
      inFlight.current = false;
    }
  }, [fetchMore, pageInfo, loadingMore]);

  return {
    records: connection?.edges.map((edge) => edge.node) ?? [],
    total: connection?.totalCount.value ?? 0,
    /** True when the total stopped at the count cap ("2,000+"). */
    totalAtLeast: connection?.totalCount.relation === 'AT_LEAST',
    finished: pageInfo ? !pageInfo.hasNextPage : false,
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
