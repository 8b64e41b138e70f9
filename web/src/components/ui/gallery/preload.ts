import { GALLERY_PRELOAD_RANGE } from './gallery-types';

/**
 * Whether slide `index` is close enough to `current` (going round the ends) to get its real source.
 * Slides further away render without `src`, so opening a gallery of 30 images fetches 5, not 30.
 */
export function isInPreloadRange(
  index: number,
  current: number,
  total: number,
  range = GALLERY_PRELOAD_RANGE,
): boolean {
  if (total <= 0) return false;
  const forward = (index - current + total) % total;
  const backward = (current - index + total) % total;
  return Math.min(forward, backward) <= range;
}
