import { useEffect, useRef } from 'react';

export type InfiniteScrollOptions = {
  /** A page is being fetched: never ask for another one meanwhile. */
  loading: boolean;
  /** The last page has arrived: stop asking. */
  finished: boolean;
  /** Asks for the next page (page + 1). Called once per trigger. */
  onLoadMore: () => void;
  /** Distance from the bottom of the page, in CSS pixels, that triggers a load. */
  threshold?: number;
};

/** Spec §9: infinite scroll triggers 300 px from the bottom. */
export const INFINITE_SCROLL_THRESHOLD = 300;

function distanceFromBottom(): number {
  const root = document.documentElement;
  return root.scrollHeight - (window.scrollY + window.innerHeight);
}

/**
 * Calls `onLoadMore` when the user is within `threshold` px of the bottom of the page and nothing is
 * loading or finished. A trigger is armed again when the load it caused ends (`loading` goes back to
 * false) or when the user scrolls out of the zone, so scroll bursts cannot request the same page twice.
 */
export function useInfiniteScroll({
  loading,
  finished,
  onLoadMore,
  threshold = INFINITE_SCROLL_THRESHOLD,
}: InfiniteScrollOptions): void {
  const triggered = useRef(false);
  // Latest values for the listener, so it is attached once and never reads stale props.
  const latest = useRef({ loading, finished, onLoadMore, threshold });
  latest.current = { loading, finished, onLoadMore, threshold };

  useEffect(() => {
    function check() {
      const { loading: busy, finished: done, onLoadMore: load, threshold: limit } = latest.current;
      const near = distanceFromBottom() <= limit;
      if (!near) {
        triggered.current = false;
        return;
      }
      if (busy || done || triggered.current) return;
      triggered.current = true;
      load();
    }
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check, { passive: true });
    // A load just ended (or the hook just mounted): a short page may still sit inside the zone.
    if (!loading) {
      triggered.current = false;
      if (!finished) check();
    }
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [loading, finished]);
}
