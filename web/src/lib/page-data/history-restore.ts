import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { usePageContext } from 'vike-react/usePageContext';
import { loadedApolloClient } from '../apollo/loaded-clients.js';

type PageContextLike = Partial<Pick<ReturnType<typeof usePageContext>, 'locale'>> & {
  isHistoryNavigation?: boolean | null;
};

/**
 * Back/forward to a page whose query this visit already extended (infinite scroll appended pages into the
 * Apollo cache through relayStylePagination): the cached result, so the list comes back with every page
 * that was loaded — and is tall enough for Vike to restore the scroll position — instead of the first page
 * that `+data` sends again. Undefined on a new navigation (the spec wants a fresh list then), when Apollo
 * Client was never loaded, or when the cache cannot answer the whole query.
 */
export function cachedResultOnHistoryNavigation<TData, TVars extends OperationVariables>(
  pageContext: PageContextLike | undefined,
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars | undefined,
): TData | undefined {
  if (!pageContext?.isHistoryNavigation || !pageContext.locale) return undefined;
  const client = loadedApolloClient(pageContext.locale);
  if (!client) return undefined;
  try {
    const untyped = document as unknown as TypedDocumentNode<TData, OperationVariables>;
    return client.cache.readQuery({ query: untyped, variables: variables ?? {} }) ?? undefined;
  } catch {
    return undefined;
  }
}
