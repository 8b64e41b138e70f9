// https://vike.dev/render
import { render } from 'vike/abort';

type PathSource = string | { urlOriginal: string } | { urlPathname: string; urlOriginal: string };

/** The URL the user asked for, prefix included, so the message matches the address bar. */
function pathOf(source: PathSource): string {
  return typeof source === 'string' ? source : source.urlOriginal;
}

/**
 * A route's validity check failed (spec §8): abort rendering with a 404 whose `abortReason` is
 * 'Page Not Found: {path}'. The error page (_error/+Page.tsx) shows 'Page Not Found' plus that reason.
 *
 * Use inside a `+data`, `+guard` or `+onBeforeRender` hook:
 * @example
 * if (!isValidId(id)) throwNotFound(pageContext);
 * const pageQuery = await loadPageQuery(pageContext, GoodsDetailsQuery, { id });
 * if (!pageQuery.data.goods) throwNotFound(pageContext);
 */
export function throwNotFound(source: PathSource): never {
  throw render(404, `Page Not Found: ${pathOf(source)}`);
}

/** 'Page not found: {path}' — the message for a URL that matches no route at all (spec §8). */
export function noRouteMessage(path: string): string {
  return `Page not found: ${path}`;
}
