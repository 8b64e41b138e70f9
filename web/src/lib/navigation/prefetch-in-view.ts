/** Spec §9: prefetching waits 1 s after load. */
export const PREFETCH_DELAY_MS = 1000;

type ConnectionInfo = { effectiveType?: string; saveData?: boolean };

/** Spec §9: no prefetching on slow-2g (we also respect the user's data-saver setting). */
export function shouldPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  return connection.effectiveType !== 'slow-2g' && connection.saveData !== true;
}

/** Same-origin page links worth prefetching (not files, not API, not hash-only or new-tab links). */
export function prefetchableHref(anchor: HTMLAnchorElement, origin: string): string | null {
  const raw = anchor.getAttribute('href');
  if (!raw || raw.startsWith('#') || anchor.target === '_blank' || anchor.hasAttribute('download'))
    return null;
  const url = new URL(raw, origin);
  if (url.origin !== origin) return null;
  if (/^\/(graphql|files|assets)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return url.pathname + url.search;
}
