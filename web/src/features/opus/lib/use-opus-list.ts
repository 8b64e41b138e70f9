import type { OpusListPageQueryVariables } from '../../../graphql/generated/graphql';
import { useApolloClientLoader } from '../../../lib/apollo/load-apollo-client.js';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { usePageQuery } from '../../../lib/page-data/use-page-query.js';
import { OpusListPageQuery } from '../api/opus-list-page';

/**
 * The works list for one set of filters: the first page comes with the page's data (`+data`, SSR); later pages
 * are fetched with `after: endCursor` and appended by the cache's relayStylePagination policy.
 */
export function useOpusList(variables: OpusListPageQueryVariables) {
  const loadApolloClient = useApolloClientLoader();
  const query = usePageQuery(OpusListPageQuery, variables);
  const { data, fetchMore } = query;
  const connection = data?.worksConnection;
  const { loadMore, loadingMore, loadMoreError } = useLoadMore(connection?.pageInfo, fetchMore);
  const pageInfo = connection?.pageInfo;
  return {
    records: connection?.edges.map((edge) => edge.node) ?? [],
    total: connection?.totalCount.value ?? 0,
    totalAtLeast: connection?.totalCount.relation === 'AT_LEAST',
    finished: pageInfo ? !pageInfo.hasNextPage : false,
    loading: query.loading && !data,
    error: data ? null : (query.error ?? null),
    loadingMore,
    loadMoreError,
    loadMore,
    // Without an answer from `+data` the query ran in the browser, so Apollo Client is already loaded.
    retry: () => loadApolloClient().then((client) => client.refetchQueries({ include: [OpusListPageQuery] })),
  };
}
