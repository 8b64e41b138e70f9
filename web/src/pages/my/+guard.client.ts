// https://vike.dev/guard
import { redirect } from 'vike/abort';
import type { PageContextClient } from 'vike/types';
import { localizePath } from '../../lib/i18n/localize-path.js';
import { getBrowserRootStore } from '../../stores/root-store.js';

/**
 * Spec §5 on client-side navigation: without a logged-in user, stay on (return to) the previous path, or go
 * to `/` when the path did not change, and open the login prompt that comes back here after login. Direct
 * loads are guarded on the server (web/server/personal-centre-guard.ts); on hydration the page itself asks
 * the BFF for the viewer.
 */
export function guard(pageContext: PageContextClient): void {
  if (pageContext.isHydration) return;
  const session = getBrowserRootStore()?.session;
  if (session?.loggedIn) return;
  const target = pageContext.urlOriginal;
  const previous = window.location.pathname + window.location.search;
  session?.openLoginPrompt('required', target);
  const samePath = window.location.pathname === pageContext.urlPathname;
  throw redirect(samePath ? localizePath('/', pageContext.locale) : previous);
}
