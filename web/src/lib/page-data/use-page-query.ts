import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { type PageQueryResult, usePageAnswer } from './page-answer.js';
import { pageQueryAnswers } from './page-query.js';
import { useBrowserPageQuery } from './use-browser-page-query.js';

export type { PageQueryResult } from './page-answer.js';

/**
 * A component's query on a server-rendered page. On the server it reads the answer from the page's
 * `+data` (`pageContext.data.pageQuery`, see load-page-query.ts) with no Apollo cache at all. In the
 * browser it renders that same answer (so hydration and client navigation make no GraphQL request and need
 * no Apollo Client), and loads Apollo Client only when the component needs it: `fetchMore`, or no answer
 * from `+data` (use-browser-page-query.ts). Components of pages without SSR data call `useQuery` directly.
 */
export const usePageQuery: <TData, TVars extends OperationVariables = Record<string, never>>(
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
) => PageQueryResult<TData, TVars> = import.meta.env.SSR ? useServerPageQuery : useBrowserPageQuery;

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
