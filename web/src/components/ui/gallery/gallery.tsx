import type { KeyboardEvent } from 'react';
import { GalleryIcon } from './gallery-icons';
import { GalleryIndicators } from './gallery-indicators';
import { GallerySlide } from './gallery-slide';
import type { GalleryItem, GalleryLabels } from './gallery-types';
import { GALLERY_INTERVAL_MS, GALLERY_TRANSITION_MS } from './gallery-types';
import { isInPreloadRange } from './preload';
import { useGallery } from './use-gallery';

export type GalleryProps = {
  items: GalleryItem[];
  labels: GalleryLabels;
  /** CSS aspect ratio of the stage, e.g. "1 / 1"; fixed so slides never shift the layout. */
  aspectRatio?: string;
  indicator?: 'dots' | 'thumbnails';
  autoplay?: boolean;
  interval?: number;
  /** Main content of the page: fetch the first image eagerly with high priority. */
  priority?: boolean;
  className?: string;
};

const controlClass =
  'flex h-10 w-10 items-center justify-center rounded-full bg-black/60 text-white ring-1 ring-white/15 backdrop-blur transition hover:bg-black/85 focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2';

/**
 * Image/video carousel (WAI-ARIA carousel pattern): 5000 ms rotation, 300 ms cross-fade, real sources only
 * within 2 slides of the current one, arrows and Home/End on the keyboard, pause on hover and focus.
 */
export function Gallery({
  items,
  labels,
  aspectRatio = '1 / 1',
  indicator = 'dots',
  autoplay = true,
  interval = GALLERY_INTERVAL_MS,
  priority = false,
  className = '',
}: GalleryProps) {
  const total = items.length;
  const g = useGallery({ total, autoplay, interval });
  const transitionMs = g.reducedMotion ? 0 : GALLERY_TRANSITION_MS;
  const several = total > 1;

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.target instanceof HTMLVideoElement) return; // arrows seek inside a video
    if (!several) return;
    if (event.key === 'ArrowLeft') g.previous();
    else if (event.key === 'ArrowRight') g.next();
    else if (event.key === 'Home') g.goTo(0);
    else if (event.key === 'End') g.goTo(total - 1);
    else return;
    event.preventDefault();
  }

  if (total === 0) return null;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      className={`select-none ${className}`}
      onKeyDown={onKeyDown}
      {...g.pauseHandlers}
    >
      <div
        className="relative overflow-hidden rounded-2xl bg-surface ring-1 ring-line"
        style={{ aspectRatio }}
      >
        <div aria-live={g.rotating ? 'off' : 'polite'} className="absolute inset-0">
          {items.map((item, i) => (
            <GallerySlide
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position; the same image may repeat.
              key={`${item.src ?? item.poster ?? ''}-${i}`}
              item={item}
              label={labels.slide(i + 1, total)}
              current={i === g.index}
              loaded={isInPreloadRange(i, g.index, total)}
              priority={priority}
              transitionMs={transitionMs}
              onMediaPlayingChange={g.setMediaPlaying}
            />
          ))}
        </div>
        {several ? (
          <>
            <div className="absolute inset-y-0 left-3 z-20 flex items-center">
              <button
                type="button"
                className={controlClass}
                aria-label={labels.previous}
                onClick={g.previous}
              >
                <GalleryIcon name="previous" />
              </button>
            </div>
            <div className="absolute inset-y-0 right-3 z-20 flex items-center">
              <button type="button" className={controlClass} aria-label={labels.next} onClick={g.next}>
                <GalleryIcon name="next" />
              </button>
            </div>
            <div className="absolute right-3 bottom-3 z-20 flex items-center gap-2">
              <span
                aria-hidden="true"
                className="rounded-full bg-black/60 px-2.5 py-1 text-white/80 text-xs tabular-nums ring-1 ring-white/15 backdrop-blur"
              >
                {g.index + 1} / {total}
              </span>
              {g.canRotate ? (
                <button
                  type="button"
                  className={controlClass}
                  aria-label={g.paused ? labels.play : labels.pause}
                  onClick={g.togglePlaying}
                >
                  <GalleryIcon name={g.paused ? 'play' : 'pause'} />
                </button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
      {several ? (
        <GalleryIndicators
          items={items}
          index={g.index}
          labels={labels}
          variant={indicator}
          onSelect={g.goTo}
        />
      ) : null}
    </section>
  );
}
