// https://vike.dev/route-function
import type { PageContext } from 'vike/types';

/** `/my` and everything below it; a route string `/my/*` would not match `/my` itself. */
export function route(pageContext: PageContext): boolean {
  const p = pageContext.urlPathname;
  return p === '/my' || p.startsWith('/my/');
}
