export type ScrollTarget = { kind: 'none' } | { kind: 'top' } | { kind: 'hash'; id: string };

/**
 * Spec §2: when the path or query changes, go to the hash target if there is one, otherwise to the top.
 * A change of hash alone also scrolls to the new target (same-page anchor links).
 */
export function scrollTargetFor(previousUrl: string, nextUrl: string): ScrollTarget {
  const prev = new URL(previousUrl, 'http://x');
  const next = new URL(nextUrl, 'http://x');
  const pageChanged = prev.pathname !== next.pathname || prev.search !== next.search;
  const hash = decodeURIComponent(next.hash.slice(1));
  if (hash && (pageChanged || prev.hash !== next.hash)) return { kind: 'hash', id: hash };
  return pageChanged ? { kind: 'top' } : { kind: 'none' };
}

export function applyScroll(target: ScrollTarget): void {
  if (target.kind === 'none') return;
  if (target.kind === 'hash') {
    const element = document.getElementById(target.id);
    if (element) {
      element.scrollIntoView();
      return;
    }
  }
  window.scrollTo({ top: 0, left: 0 });
}
