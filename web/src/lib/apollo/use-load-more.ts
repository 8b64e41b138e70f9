import { useCallback, useRef, useState } from 'react';

type ConnectionPageInfo = { hasNextPage: boolean; endCursor?: string | null | undefined };

/** The part of a useQuery result's fetchMore this hook calls: a connection query with an `after` variable. */
type FetchAfter = (options: { variables: { after: string } }) => Promise<{ error?: unknown }>;

export type LoadMoreOptions = {
  /** Told when a page fails to load (e.g. useRequestErrorToast); `loadMoreError` holds it too. */
  onError?: (error: unknown) => void;
};

/**
 * "Load more" / infinite scroll for a Relay-style connection: `fetchMore({ variables: { after: endCursor } })`,
 * and the connection's relayStylePagination field policy (create-apollo-client.ts) appends the page to the
 * cached list, so no list merges pages by hand.
 */
export function useLoadMore(
  pageInfo: ConnectionPageInfo | undefined,
  fetchMore: FetchAfter,
  { onError }: LoadMoreOptions = {},
) {
  // The cursor being fetched from. It counts as loading until the cache shows a later endCursor (the
  // merged list arrives through an asynchronous broadcast after fetchMore resolves); clearing it on resolve
  // instead would let a scroll trigger ask for the same page a second time.
  const [pendingAfter, setPendingAfter] = useState<string | null>(null);
  const [loadMoreError, setLoadMoreError] = useState<unknown>(null);
  // A ref, not state: two triggers in the same tick must not both start a request.
  const inFlight = useRef(false);
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
      onError?.(error);
    } finally {
      inFlight.current = false;
    }
  }, [fetchMore, pageInfo, loadingMore, onError]);

  return { loadMore, loadingMore, loadMoreError };
}
