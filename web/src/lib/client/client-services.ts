import type { RootStore } from '../../stores/root-store.js';
import { watchBuilds } from '../build/watch-builds.js';
import { startViewportPrefetch } from '../navigation/start-viewport-prefetch.js';

let rescanLinks: (() => void) | undefined;

/** Browser-only services started once, after the first hydration (the RootStore exists by then). */
export function startClientServices(store: RootStore): void {
  if (rescanLinks) return;
  rescanLinks = startViewportPrefetch().rescan;
  watchBuilds(store.ui.build);
  // Spec §2: the loading bar finishes after an app error too.
  window.addEventListener('error', () => store.ui.loadingBar.error());
  window.addEventListener('unhandledrejection', () => store.ui.loadingBar.error());
}

/** Called after each client navigation: new links may have appeared. */
export function afterClientNavigation(): void {
  rescanLinks?.();
}
