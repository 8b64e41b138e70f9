import type { CSSProperties } from 'react';
import { useFixedT } from '../../lib/hooks/use-fixed-t.js';
import { Gallery } from '../ui/gallery/gallery.js';
import type { GalleryLabels } from '../ui/gallery/gallery-types.js';
import type { CatalogueNamespace } from './catalogue-namespace.js';

type Image = { url: string; width: number; height: number; alt: string };

export type CatalogueGalleryProps = { namespace: CatalogueNamespace; title: string; images: Image[] };

/** An item's images on its details page, in the shared Gallery with its labels translated. */
export function CatalogueGallery({ namespace, title, images }: CatalogueGalleryProps) {
  const t = useFixedT(namespace);
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
  // The stage takes the cover's proportions (seed art is 3:4); other images fit inside it.
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
