import { prefetch } from 'vike/client/router';
import { PREFETCH_DELAY_MS, prefetchableHref, shouldPrefetch } from './prefetch-in-view.js';

const seen = new Set<string>();
let observer: IntersectionObserver | undefined;

function observeLinks(): void {
  if (!observer) return;
  for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) observer.observe(anchor);
}

/**
 * Prefetches the static assets (not the data) of pages whose links are in view, starting 1 s after
 * load and never on slow-2g. Vike's built-in `prefetchStaticAssets: 'viewport'` cannot be made
 * conditional on the connection, so this replaces it (see +config.ts). Call `rescan` after navigation.
 */
export function startViewportPrefetch(): { rescan: () => void } {
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  if (!shouldPrefetch(connection) || typeof IntersectionObserver === 'undefined') return { rescan: () => {} };
  const begin = () => {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const href = prefetchableHref(entry.target as HTMLAnchorElement, window.location.origin);
        if (!href || seen.has(href)) continue;
        seen.add(href);
        prefetch(href).catch(() => {});
      }
    });
    observeLinks();
  };
  const schedule = () => setTimeout(begin, PREFETCH_DELAY_MS);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return { rescan: observeLinks };
}
