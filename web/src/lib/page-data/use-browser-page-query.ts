import type { ObservableQuery, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useApolloClientLoader } from '../apollo/load-apollo-client.js';
import { cachedResultOnHistoryNavigation } from './history-restore.js';
import { type PageQueryResult, usePageAnswer } from './page-answer.js';
import { type PageQuery, pageQueryAnswers } from './page-query.js';

/** What the component shows once its Apollo query runs, and for which page visit and variables. */
type LiveResult<TData> = {
  answer: PageQuery | null | undefined;
  variablesKey: string;
  data: TData | undefined;
  loading: boolean;
  error: PageQueryResult<TData, OperationVariables>['error'];
};

type UntypedQuery = ObservableQuery<Record<string, unknown>, OperationVariables>;

type LiveQuery = {
  answer: PageQuery | null | undefined;
  variablesKey: string;
  observable: Promise<UntypedQuery>;
  stop: () => void;
};

/**
 * usePageQuery in the browser. It renders the page's `+data` answer as it is — the same data the server
 * rendered, with no Apollo Client loaded — so hydration and client navigation (which re-runs `+data`) make
 * no GraphQL request. The component's Apollo query starts only when needed: `fetchMore` (infinite scroll)
 * loads the client, writes the answer into its cache and watches the query, whose cache policy
 * (relayStylePagination) then appends pages; with no answer (the page query failed on the server, or a test
 * without a page) the query runs at once, like `useQuery`. A new page visit starts from its own answer again;
 * Back/forward renders what the cache holds for the query when it holds it all (history-restore.ts), so the
 * pages loaded before leaving come back and the answer is not written over them.
 */
export function useBrowserPageQuery<TData, TVars extends OperationVariables>(
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
): PageQueryResult<TData, TVars> {
  const loadApolloClient = useApolloClientLoader();
  const answer = usePageAnswer();
  const answered = pageQueryAnswers(answer, document, variables);
  const variablesKey = JSON.stringify(variables ?? {});
  const pageContext = usePageContext() as Parameters<typeof cachedResultOnHistoryNavigation>[0];
  // Decided once per page visit (a new `+data` answer), during render: the restored list must be in the DOM
  // when Vike restores the scroll position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer and variablesKey identify the visit.
  const restored = useMemo(
    () => cachedResultOnHistoryNavigation(pageContext, document, variables),
    [answer, variablesKey],
  );
  const [live, setLive] = useState<LiveResult<TData> | null>(null);
  const query = useRef<LiveQuery | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer and variablesKey identify the query.
  const connect = useCallback((): Promise<UntypedQuery> => {
    const current = query.current;
    if (current && current.answer === answer && current.variablesKey === variablesKey) {
      return current.observable;
    }
    current?.stop();
    let subscription: { unsubscribe: () => void } | undefined;
    let stopped = false;
    // Typed per component by the caller; the cache and watchQuery only need a document and its variables.
    const untyped = document as unknown as TypedDocumentNode<Record<string, unknown>, OperationVariables>;
    const untypedVariables = variables as OperationVariables | undefined;
    const observable = loadApolloClient().then((client) => {
      if (answered && restored === undefined) {
        // Without a broadcast: other components keep showing their own answers until they connect.
        client.cache.writeQuery({
          query: untyped,
          variables: untypedVariables,
          data: answer.data,
          broadcast: false,
        });
      }
      const watched = client.watchQuery({ query: untyped, variables: untypedVariables ?? {} });
      if (!stopped) {
        subscription = watched.subscribe((result) =>
          setLive({
            answer,
            variablesKey,
            data: result.data as TData | undefined,
            loading: result.loading,
            error: result.error,
          }),
        );
      }
      return watched;
    });
    query.current = {
      answer,
      variablesKey,
      observable,
      stop: () => {
        stopped = true;
        subscription?.unsubscribe();
      },
    };
    return observable;
  }, [answer, variablesKey, loadApolloClient, restored]);

  // No answer from the server for this query: fetch it, as useQuery would.
  useEffect(() => {
    if (!answered) void connect();
  }, [answered, connect]);

  // The watched query ends with the page visit (or variables) it belongs to, and with the component.
  useEffect(
    () => () => {
      const current = query.current;
      if (current && current.answer === answer && current.variablesKey === variablesKey) {
        current.stop();
        query.current = null;
      }
    },
    [answer, variablesKey],
  );

  const fetchMore = useCallback<PageQueryResult<TData, TVars>['fetchMore']>(
    async (options) => (await connect()).fetchMore(options as { variables: OperationVariables }),
    [connect],
  );

  if (live && live.answer === answer && live.variablesKey === variablesKey) {
    return { data: live.data, loading: live.loading, error: live.error, fetchMore };
  }
  if (restored !== undefined) return { data: restored, loading: false, error: undefined, fetchMore };
  return {
    data: answered ? (answer.data as TData) : undefined,
    loading: !answered,
    error: undefined,
    fetchMore,
  };
}
