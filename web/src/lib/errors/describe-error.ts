import { noRouteMessage } from './http-errors.js';

type ErrorPageContext = {
  is404?: boolean | null;
  abortStatusCode?: number | undefined;
  abortReason?: unknown;
  urlOriginal: string;
};

export type ErrorDescription = {
  kind: 'notFound' | 'internal' | 'unavailable';
  status: number;
  /** Exact English wording required by spec §8 (shown in every locale next to the translated heading). */
  title: 'Page Not Found' | 'Internal Server Error' | 'Temporarily Unavailable';
  message: string | null;
  /** The message as a translatable key and path (the page's locale words it), when it is one of ours. */
  detail: { key: 'invalidPath' | 'noRoute'; path: string } | null;
};

const UNAVAILABLE = new Set([502, 503, 504]);

const INVALID_PATH = /^Page Not Found: (.*)$/s;

/**
 * Maps Vike's error pageContext to what the error page shows. Status defaults to 500.
 * - `throw render(404, 'Page Not Found: /x')` (throwNotFound) → 404 with that reason.
 * - no route matched (`is404` without an abort) → 404 'Page not found: {path}'.
 * - an upstream down or slow (`render(503)` from load-page-query.ts), or a gateway status → 'unavailable':
 *   the page exists and works, the data behind it cannot be had right now; the visitor should retry.
 */
export function describeError(pageContext: ErrorPageContext): ErrorDescription {
  const status = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500);
  if (status === 404) {
    const reason = typeof pageContext.abortReason === 'string' ? pageContext.abortReason : null;
    const invalidPath = reason === null ? null : INVALID_PATH.exec(reason)?.[1];
    let detail: ErrorDescription['detail'] = null;
    if (reason === null) detail = { key: 'noRoute', path: pageContext.urlOriginal };
    else if (invalidPath !== undefined && invalidPath !== null)
      detail = { key: 'invalidPath', path: invalidPath };
    return {
      kind: 'notFound',
      status,
      title: 'Page Not Found',
      message: reason ?? noRouteMessage(pageContext.urlOriginal),
      detail,
    };
  }
  if (UNAVAILABLE.has(status)) {
    return { kind: 'unavailable', status, title: 'Temporarily Unavailable', message: null, detail: null };
  }
  return { kind: 'internal', status, title: 'Internal Server Error', message: null, detail: null };
}
