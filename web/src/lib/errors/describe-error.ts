import { noRouteMessage } from './http-errors.js';

type ErrorPageContext = {
  is404?: boolean | null;
  abortStatusCode?: number | undefined;
  abortReason?: unknown;
  urlOriginal: string;
};

export type ErrorDescription = {
  kind: 'notFound' | 'internal';
  status: number;
  /** Exact English wording required by spec §8 (shown in every locale next to the translated heading). */
  title: 'Page Not Found' | 'Internal Server Error';
  message: string | null;
};

/**
 * Maps Vike's error pageContext to what the error page shows. Status defaults to 500.
 * - `throw render(404, 'Page Not Found: /x')` (throwNotFound) → 404 with that reason.
 * - no route matched (`is404` without an abort) → 404 'Page not found: {path}'.
 */
export function describeError(pageContext: ErrorPageContext): ErrorDescription {
  const status = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
  if (status === 404) {
    const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
    return {
      kind: 'notFound',
      status,
      title: 'Page Not Found',
      message: reason ?? noRouteMessage(pageContext.urlOriginal),
    };
  }
  return { kind: 'internal', status, title: 'Internal Server Error', message: null };
}
