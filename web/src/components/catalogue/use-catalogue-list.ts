import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClientLoader } from '../../lib/apollo/load-apollo-client.js';
import { useLoadMore } from '../../lib/apollo/use-load-more.js';
import { usePageQuery } from '../../lib/page-data/use-page-query.js';

/** What a catalogue list reads of its query: a connection of cards with a capped total. */
export type CatalogueConnection<Item> = {
  edges: Array<{ node: Item }>;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  totalCount: { value: number; relation: string };
};

export type CatalogueListOptions<TData, Item> = {
  /** The connection in the query's answer. */
  select: (data: TData) => CatalogueConnection<Item>;
  /** The page's queries a retry runs again (the list's own, and any that failed with it). */
  // biome-ignore lint/suspicious/noExplicitAny: refetchQueries takes documents of any result type.
  refetch: Array<TypedDocumentNode<any, any>>;
};

/**
 * One catalogue list (goods or works) for one set of filters: the first page comes with the page's data
 * (`+data`, SSR); later pages are fetched with `after: endCursor` and appended by the cache's
 * relayStylePagination policy (lib/apollo/create-apollo-client.ts), so going back to the list keeps what was
 * loaded.
 */
export function useCatalogueList<TData, TVars extends OperationVariables & { after?: string | null }, Item>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  { select, refetch }: CatalogueListOptions<TData, Item>,
) {
  const loadApolloClient = useApolloClientLoader();
  const query = usePageQuery(document, variables);
  const { data, fetchMore } = query;
  const connection = data ? select(data) : undefined;
  // A failed page shows in the list's footer, with a retry.
  // Every catalogue query pages with `after` (the constraint on TVars); TypeScript cannot see that
  // `{ after }` fits `Partial<TVars>` for a generic TVars.
  const fetchAfter = fetchMore as (options: { variables: { after: string } }) => Promise<{ error?: unknown }>;
  const { loadMore, loadingMore, loadMoreError } = useLoadMore(connection?.pageInfo, fetchAfter);
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
    // The queries ran in the browser (no answer from `+data`), so Apollo Client is already loaded.
    retry: () => loadApolloClient().then((client) => client.refetchQueries({ include: refetch })),
  };
}

export type CatalogueListState<Item> = ReturnType<
  typeof useCatalogueList<unknown, { after?: string | null }, Item>
>;
