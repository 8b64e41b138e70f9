import type { GalleryItem, GalleryLabels } from './gallery-types';

export type GalleryIndicatorsProps = {
  items: GalleryItem[];
  index: number;
  labels: GalleryLabels;
  variant: 'dots' | 'thumbnails';
  onSelect: (index: number) => void;
};

function Thumbnail({ src }: { src: string | undefined }) {
  if (!src) return null;
  return (
    <img
      src={src}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-cover"
    />
  );
}

/** Dots or thumbnails that jump to a slide; `aria-current` marks the one shown. */
export function GalleryIndicators({ items, index, labels, variant, onSelect }: GalleryIndicatorsProps) {
  if (variant === 'dots') {
    return (
      <div className="flex items-center justify-center gap-2 py-3">
        {items.map((item, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position; the same image may repeat.
            key={`${item.src ?? item.poster ?? ''}-${i}`}
            type="button"
            aria-label={labels.goTo(i + 1)}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
            className={`h-2 rounded-full transition-all focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2 ${
              i === index ? 'w-6 bg-white' : 'w-2 bg-white/30 hover:bg-white/60'
            }`}
          />
        ))}
      </div>
    );
  }
  return (
    <div className="flex gap-2 overflow-x-auto py-3 [scrollbar-width:none]">
      {items.map((item, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its position; the same image may repeat.
          key={`${item.src ?? item.poster ?? ''}-${i}`}
          type="button"
          aria-label={labels.goTo(i + 1)}
          aria-current={i === index ? 'true' : undefined}
          onClick={() => onSelect(i)}
          className={`relative h-16 w-16 shrink-0 overflow-hidden rounded-lg bg-surface ring-1 transition focus-visible:outline-2 focus-visible:outline-accent focus-visible:outline-offset-2 sm:h-20 sm:w-20 ${
            i === index ? 'opacity-100 ring-white' : 'opacity-50 ring-line hover:opacity-90'
          }`}
        >
          <Thumbnail src={item.type === 'video' ? item.poster : item.src} />
        </button>
      ))}
    </div>
  );
}
