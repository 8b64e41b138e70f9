import type { GoodsListPageQueryVariables } from '../../../graphql/generated/graphql';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { usePageQuery } from '../../../lib/page-data/use-page-query.js';
import { GoodsCategoriesQuery } from '../api/goods-categories';
import { GoodsListPageQuery as GoodsListPageDocument } from '../api/goods-list-page';

/**
 * The goods list for one set of filters: the first page comes with the page's data (`+data`, SSR); later pages are fetched with `after: endCursor` and appended by the cache's relayStylePagination
 * policy (lib/apollo/create-apollo-client.ts), so going back to the list keeps what was loaded.
 */
export function useGoodsList(variables: GoodsListPageQueryVariables) {
  const loadApolloClient = useApolloClientLoader();
  const query = usePageQuery(GoodsListPageDocument, variables);
  const { data, fetchMore } = query;
  const connection = data?.goodsConnection;
  // A failed page shows in the list's footer, with a retry.
  const { loadMore, loadingMore, loadMoreError } = useLoadMore(connection?.pageInfo, fetchMore);
  const pageInfo = connection?.pageInfo;

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
    // The queries ran in the browser (no answer from `+data`), so Apollo Client is already loaded.
    retry: () =>
      loadApolloClient().then((client) =>
        client.refetchQueries({ include: [GoodsListPageDocument, GoodsCategoriesQuery] }),
      ),
  };
}
