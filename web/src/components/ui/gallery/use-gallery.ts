import type { FocusEvent } from 'react';
import { useCallback, useEffect, useState } from 'react';
import { GALLERY_INTERVAL_MS } from './gallery-types';
import { useReducedMotion } from './use-reduced-motion';

export type UseGalleryOptions = {
  total: number;
  autoplay?: boolean;
  interval?: number;
};

/**
 * Slide index plus the autoplay rules of the WAI-ARIA carousel pattern: rotation stops while the pointer
 * is over the gallery, while focus is inside it, while a video plays, and when the user pressed pause.
 * With prefers-reduced-motion it starts paused; the user can still press play.
 */
export function useGallery({ total, autoplay = true, interval = GALLERY_INTERVAL_MS }: UseGalleryOptions) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [mediaPlaying, setMediaPlaying] = useState(false);

  const canRotate = autoplay && total > 1;
  const paused = userPaused ?? reducedMotion;
  const rotating = canRotate && !paused && !hovered && !focused && !mediaPlaying;

  const goTo = useCallback((target: number) => setIndex(((target % total) + total) % total), [total]);
  const next = useCallback(() => setIndex((i) => (i + 1) % total), [total]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + total) % total), [total]);

  // Keyed on `index` too: any move (manual or automatic) restarts the full interval.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the timer on purpose.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(next, interval);
    return () => clearTimeout(timer);
  }, [rotating, index, interval, next]);

  // The item list may shrink (new data): keep the index valid.
  useEffect(() => {
    if (index >= total && total > 0) setIndex(0);
  }, [index, total]);

  function togglePlaying() {
    if (paused) {
      // An explicit "play" wins over the hover/focus pause that the click itself caused.
      setHovered(false);
      setFocused(false);
    }
    setUserPaused(!paused);
  }

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    index: Math.min(index, Math.max(total - 1, 0)),
    goTo,
    next,
    previous,
    canRotate,
    paused,
    rotating,
    togglePlaying,
    pauseHandlers,
    setMediaPlaying,
    reducedMotion,
  };
}
