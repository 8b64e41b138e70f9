/** Spec §9: at most one automatic reload per 10 s, so a broken deploy cannot loop the page. */
export const RELOAD_GUARD_WINDOW_MS = 10_000;
export const RELOAD_GUARD_KEY = 'nextland:chunk-reload-at';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Decides whether to reload after a chunk failed to load, and records the reload.
 * Returns false when another automatic reload happened within the guard window.
 */
export function claimChunkReload(storage: GuardStorage, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_WINDOW_MS) return false;
  storage.setItem(RELOAD_GUARD_KEY, String(now));
  return true;
}

/** Dynamic-import failures look different per browser; these are the messages Chromium, Firefox and Safari use. */
export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}
