// https://vike.dev/guard
import { redirect, render } from 'vike/abort';
import type { PageContextClient } from 'vike/types';
import { localizePath } from '../../lib/i18n/localize-path.js';
import { getBrowserRootStore } from '../../stores/root-store.js';

/**
 * Spec §5 on client-side navigation: without a logged-in user, stay on (return to) the previous path, or go
 * to `/` when the path did not change, and open the login prompt that comes back here after login. Direct
 * loads are guarded on the server (web/server/personal-centre-guard.ts); on hydration the page itself asks
 * the BFF for the viewer.
 *
 * Back/forward into the personal centre (e.g. Back after logging out) has already changed the address, so
 * there is no previous path to stay on: the home page is rendered in place (`render`, not `redirect`). A
 * redirect would push a new entry — Back would then land in `/my` again, trapping the user — and a redirect
 * to the address being left loops.
 */
export function guard(pageContext: PageContextClient): void {
  if (pageContext.isHydration) return;
  const session = getBrowserRootStore()?.session;
  if (session?.loggedIn) return;
  const target = pageContext.urlOriginal;
  session?.openLoginPrompt('required', target);
  const home = localizePath('/', pageContext.locale);
  const previous = window.location.pathname + window.location.search;
  const targetUrl = new URL(target, window.location.origin);
  const addressChanged = targetUrl.pathname + targetUrl.search === previous;
  if (pageContext.isHistoryNavigation || addressChanged) throw render(home as `/${string}`);
  throw redirect(previous);
}
