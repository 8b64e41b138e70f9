import type { CSSProperties } from 'react';
import { Gallery } from '../../../components/ui/gallery/gallery.js';
import type { GalleryLabels } from '../../../components/ui/gallery/gallery-types.js';
import { useFixedT } from '../../../lib/hooks/use-fixed-t.js';

type Image = { url: string; width: number; height: number; alt: string };

/** The work's images in the shared Gallery, with its labels translated. */
export function WorkGallery({ title, images }: { title: string; images: Image[] }) {
  const t = useFixedT('opus');
  const labels: GalleryLabels = {
    carousel: t('gallery.carousel', { title }),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    pause: t('gallery.pause'),
    play: t('gallery.play'),
    slide: (position, total) => t('gallery.slide', { position, total }),
    goTo: (position) => t('gallery.goTo', { position }),
  };
  const items = images.map((image) => ({
    src: image.url,
    alt: image.alt || title,
    width: image.width,
    height: image.height,
  }));
  // The stage takes the cover's proportions; other images fit inside it.
  const first = images[0];
  const width = first?.width ?? 3;
  const height = first?.height ?? 4;
  // Desktop: as wide as keeps a tall cover within the first screen, at most 58% of the row.
  const style = { '--gallery-w': `max(320px, calc((100svh - 180px) * ${width / height}))` } as CSSProperties;
  return (
    <div className="w-full lg:w-[min(58%,var(--gallery-w))] lg:shrink-0" style={style}>
      <Gallery
        items={items}
        labels={labels}
        indicator="thumbnails"
        priority
        aspectRatio={`${width} / ${height}`}
      />
    </div>
  );
}
