import type { BuildStore } from '../../stores/build-store.js';
import { claimChunkReload, isChunkLoadError } from './chunk-reload.js';
import { APP_UPDATE_EVENT, BUILD_CHECK_INTERVAL_MS, fetchLatestBuild } from './latest-build.js';

/** Compares the served manifest with the running build; announces a difference once. */
export async function checkForUpdate(build: BuildStore, fetchImpl?: typeof fetch): Promise<boolean> {
  const latest = await fetchLatestBuild(fetchImpl);
  if (!latest || latest.id === build.currentId) return false;
  const firstAnnouncement = !build.updateAvailable;
  build.setLatest(latest.id);
  if (firstAnnouncement) window.dispatchEvent(new CustomEvent(APP_UPDATE_EVENT, { detail: latest }));
  return true;
}

export type WatchBuildsOptions = {
  fetchImpl?: typeof fetch;
  /** Where the reload guard is kept; sessionStorage so it survives the reload but not the tab. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
  now?: () => number;
};

/**
 * Hourly build polling (spec §4) and the chunk-error reload: a failed chunk after a deploy means the
 * old hashed files are gone, so once a newer build is confirmed the page reloads (guarded, see
 * chunk-reload.ts). Returns a function that stops both.
 */
export function watchBuilds(build: BuildStore, options: WatchBuildsOptions = {}): () => void {
  const {
    fetchImpl,
    storage = window.sessionStorage,
    reload = () => window.location.reload(),
    now = Date.now,
  } = options;
  const interval = setInterval(() => void checkForUpdate(build, fetchImpl), BUILD_CHECK_INTERVAL_MS);

  async function onChunkError(event: Event, reason: unknown) {
    if (!isChunkLoadError(reason) && event.type !== 'vite:preloadError') return;
    event.preventDefault();
    const updated = build.updateAvailable || (await checkForUpdate(build, fetchImpl));
    if (updated && claimChunkReload(storage, now())) reload();
  }

  const onPreloadError = (event: Event) => {
    void onChunkError(event, (event as Event & { payload?: unknown }).payload);
  };
  const onRejection = (event: PromiseRejectionEvent) => void onChunkError(event, event.reason);
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    clearInterval(interval);
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
