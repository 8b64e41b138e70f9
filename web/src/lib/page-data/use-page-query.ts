import type { ApolloClient, ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { usePageContext } from 'vike-react/usePageContext';
import { type PageQuery, pageQueryAnswers } from './page-query.js';

export type PageQueryResult<TData, TVars extends OperationVariables> = {
  data: TData | undefined;
  /** No data yet and a request is running (the page query failed on the server, or client-only use). */
  loading: boolean;
  error: ErrorLike | undefined;
  /** Browser only (infinite scroll); never called while server rendering. */
  fetchMore: ReturnType<typeof useQuery<TData, TVars>>['fetchMore'];
};

/**
 * A component's query on a server-rendered page. On the server it reads the answer from the page's
 * `+data` (`pageContext.data.pageQuery`, see load-page-query.ts) with no Apollo cache at all; in the
 * browser it first writes that answer into the Apollo cache (once per page visit), then is Apollo's own
 * `useQuery`, so hydration makes no request and later pages, refetches and `fetchMore` work as usual.
 * Components of pages without SSR data call `useQuery` directly.
 */
export const usePageQuery: <TData, TVars extends OperationVariables = Record<string, never>>(
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
) => PageQueryResult<TData, TVars> = import.meta.env.SSR ? useServerPageQuery : useBrowserPageQuery;

/** The page's `+data` answer; undefined outside a Vike page (component tests render without one). */
function usePageAnswer(): PageQuery | null | undefined {
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> | undefined;
  return pageContext?.data?.pageQuery;
}

function notOnServer(): never {
  throw new Error('usePageQuery: fetchMore is browser only');
}

function useServerPageQuery<TData, TVars extends OperationVariables>(
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
): PageQueryResult<TData, TVars> {
  const pageQuery = usePageAnswer();
  const answered = pageQueryAnswers(pageQuery, document, variables);
  // Without an answer the server renders the loading state, as Apollo's useQuery did with an empty cache.
  return {
    data: answered ? (pageQuery.data as TData) : undefined,
    loading: !answered,
    error: undefined,
    fetchMore: notOnServer,
  };
}

function useBrowserPageQuery<TData, TVars extends OperationVariables>(
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
): PageQueryResult<TData, TVars> {
  const client = useApolloClient();
  seedFromPage(client, usePageAnswer(), document, variables);
  const result = useQuery(document as TypedDocumentNode<TData, OperationVariables>, { variables });
  return {
    data: result.data as TData | undefined,
    loading: result.loading,
    error: result.error,
    fetchMore: result.fetchMore as PageQueryResult<TData, TVars>['fetchMore'],
  };
}

// Which documents each page answer has been written for (a page answer is a new object per navigation).
const seeded = new WeakMap<PageQuery, WeakSet<object>>();

/**
 * Writes the page's answer into the cache under `document` before its useQuery reads it. Without a
 * broadcast: the write happens during render and must not update other components mid-render.
 */
function seedFromPage(
  client: ApolloClient,
  pageQuery: PageQuery | null | undefined,
  document: DocumentNode,
  variables: OperationVariables | undefined,
): void {
  if (!pageQueryAnswers(pageQuery, document, variables)) return;
  let documents = seeded.get(pageQuery);
  if (!documents) {
    documents = new WeakSet();
    seeded.set(pageQuery, documents);
  }
  if (documents.has(document)) return;
  documents.add(document);
  client.cache.writeQuery({ query: document, variables, data: pageQuery.data, broadcast: false });
}
