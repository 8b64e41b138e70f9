import type { ReactNode } from 'react';
import type { GalleryItem } from './gallery-types';

export type GallerySlideProps = {
  item: GalleryItem;
  /** Slide label for assistive technology, e.g. "Slide 2 of 5". */
  label: string;
  current: boolean;
  /** Within the preload range: only then does the slide get its real source. */
  loaded: boolean;
  /** The gallery is the page's main content: fetch the current image eagerly. */
  priority: boolean;
  transitionMs: number;
  onMediaPlayingChange: (playing: boolean) => void;
};

function SlideMedia({ item, loaded, current, priority, onMediaPlayingChange }: GallerySlideProps) {
  if (!loaded) return <div className="h-full w-full bg-surface" />;
  if (item.type === 'video') {
    return (
      // biome-ignore lint/a11y/useMediaCaption: seller videos come without caption tracks; the alt text labels them.
      <video
        className="h-full w-full bg-black object-contain"
        controls
        playsInline
        preload="none"
        poster={item.poster}
        aria-label={item.alt ?? item.title}
        width={item.width}
        height={item.height}
        onPlay={() => onMediaPlayingChange(true)}
        onPause={() => onMediaPlayingChange(false)}
        onEnded={() => onMediaPlayingChange(false)}
      >
        {item.sources?.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
    );
  }
  const eager = current && priority;
  return (
    <img
      className="h-full w-full object-contain"
      src={item.src}
      alt={item.alt ?? item.title ?? ''}
      width={item.width}
      height={item.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : 'low'}
      draggable={false}
    />
  );
}

function Caption({ item }: { item: GalleryItem }) {
  if (!item.title && !item.description) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/85 to-transparent px-5 pt-10 pb-12 text-left">
      {item.title ? <p className="font-medium text-white">{item.title}</p> : null}
      {item.description ? <p className="mt-1 text-ink/85 text-sm">{item.description}</p> : null}
    </div>
  );
}

/** One slide; hidden slides stay in the DOM (for the cross-fade) but are inert and hidden from AT. */
export function GallerySlide(props: GallerySlideProps) {
  const { item, label, current, transitionMs } = props;
  let media: ReactNode = <SlideMedia {...props} />;
  if (item.href) {
    media = (
      <a href={item.href} className="block h-full w-full" tabIndex={current ? undefined : -1}>
        {media}
      </a>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides with role=group; a fieldset is for form controls.
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      aria-hidden={current ? undefined : true}
      inert={!current}
      data-current={current || undefined}
      className={`absolute inset-0 transition-opacity ease-out ${current ? 'z-10 opacity-100' : 'z-0 opacity-0'}`}
      style={{ transitionDuration: `${transitionMs}ms` }}
    >
      {media}
      <Caption item={item} />
    </div>
  );
}
