import type { ErrorLike, OperationVariables } from '@apollo/client';
import { usePageContext } from 'vike-react/usePageContext';
import type { PageQuery } from './page-query.js';

export type PageQueryResult<TData, TVars extends OperationVariables> = {
  data: TData | undefined;
  /** No data yet and a request is running (the page query failed on the server, or client-only use). */
  loading: boolean;
  error: ErrorLike | undefined;
  /** Browser only (infinite scroll); never called while server rendering. */
  fetchMore: (options: { variables: Partial<TVars> }) => Promise<{ error?: unknown }>;
};

/** The page's `+data` answer; undefined outside a Vike page (component tests render without one). */
export function usePageAnswer(): PageQuery | null | undefined {
  const pageContext = usePageContext() as ReturnType<typeof usePageContext> | undefined;
  return pageContext?.data?.pageQuery;
}
