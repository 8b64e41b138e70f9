import type { ReactNode } from 'react';
import { graphql } from '../../graphql/generated';
import type { PageInfoFieldsFragment } from '../../graphql/generated/graphql';
import { useLoadMore } from '../../lib/apollo/use-load-more.js';
import { useRequestErrorToast } from '../../lib/graphql/use-request-error-toast.js';
import { useInfiniteScroll } from '../../lib/hooks/use-infinite-scroll.js';
import { QueryFallback } from '../ui/query-fallback.js';
import { LoadMoreFooter, type LoadMoreOptions } from './load-more-footer.js';

// What every connection query selects of its page info, spread as `pageInfo { ...PageInfoFields }`: whether
// there is a next page and the cursor to ask for it from. Collected by codegen (no fragment masking).
graphql(`
  fragment PageInfoFields on ConnectionPageInfo {
    hasNextPage
    endCursor
  }
`);

/** A Relay-style connection as its query selects it (`pageInfo { ...PageInfoFields }`). */
export type Connection<Node> = {
  edges: ReadonlyArray<{ node: Node }>;
  pageInfo: PageInfoFieldsFragment;
};

/** The parts of a useQuery (or usePageQuery) result the list needs. */
export type ConnectionQuery = {
  error?: unknown;
  loading?: boolean;
  refetch?: () => unknown;
  fetchMore: (options: { variables: { after: string } }) => Promise<{ error?: unknown }>;
};

export type ConnectionListProps<Node> = {
  /** The query's connection; none while the first page loads or after it failed. */
  connection: Connection<Node> | null | undefined;
  query: ConnectionQuery;
  /** Before the first page: a retryable error titled so, or a loading line (QueryFallback). */
  failedTitle?: string;
  /** Shown before the first page instead of QueryFallback. */
  fallback?: ReactNode;
  /** Shown when the first page has no items. */
  empty: ReactNode;
  /** The items (a `<ul>` of the nodes). */
  children: (nodes: Node[]) => ReactNode;
  more: LoadMoreOptions;
  /** Also load the next page when the user scrolls near the bottom (the button stays for keyboards). */
  infiniteScroll?: boolean;
  /** A class for a `<div>` around the items and the footer; none: no wrapper. */
  className?: string;
  /** For `status` footers' end line: how many items one page holds. */
  pageSize?: number;
};

/**
 * A connection's list: loading, a failed first page with a retry, empty, the items, and the next pages
 * (`fetchMore({ after: endCursor })`, appended by the cache's relayStylePagination policy) with a button or on
 * scroll. A failed next page is toasted (the button stays to try again).
 */
export function ConnectionList<Node>({
  connection,
  query,
  failedTitle,
  fallback,
  empty,
  children,
  more,
  infiniteScroll = false,
  className,
  pageSize = 0,
}: ConnectionListProps<Node>) {
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore, loadMoreError } = useLoadMore(connection?.pageInfo, query.fetchMore, {
    onError: toastError,
  });
  useInfiniteScroll({
    loading: Boolean(query.loading) || loadingMore || Boolean(loadMoreError),
    finished: !infiniteScroll || !connection?.pageInfo.hasNextPage,
    onLoadMore: () => void loadMore(),
  });

  if (!connection) {
    if (fallback !== undefined) return <>{fallback}</>;
    return (
      <QueryFallback
        error={query.error}
        failedTitle={failedTitle ?? ''}
        onRetry={() => void query.refetch?.()}
      />
    );
  }
  const nodes = connection.edges.map((edge) => edge.node);
  if (nodes.length === 0) return <>{empty}</>;
  const content = (
    <>
      {children(nodes)}
      <LoadMoreFooter
        options={more}
        hasNextPage={connection.pageInfo.hasNextPage}
        pagedPastFirst={nodes.length > pageSize}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
      />
    </>
  );
  return className === undefined ? content : <div className={className}>{content}</div>;
}
