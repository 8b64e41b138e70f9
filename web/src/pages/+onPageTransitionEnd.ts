// https://vike.dev/onPageTransitionEnd
import type { PageContextClient } from 'vike/types';
import { afterClientNavigation } from '../lib/client/client-services.js';
import { applyScroll, scrollTargetFor } from '../lib/navigation/scroll.js';
import { getBrowserRootStore } from '../stores/root-store.js';

let previousUrl = typeof window === 'undefined' ? '' : window.location.href;

export function onPageTransitionEnd(pageContext: PageContextClient) {
  const nextUrl = window.location.href;
  // Back/forward keeps the browser's restored position; new navigations follow spec §2.
  if (pageContext.isBackwardNavigation === null) applyScroll(scrollTargetFor(previousUrl, nextUrl));
  previousUrl = nextUrl;
  getBrowserRootStore()?.ui.loadingBar.finish();
  afterClientNavigation();
}
