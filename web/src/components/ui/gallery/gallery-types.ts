/** One source of a video slide (`<source src type>`). */
export type GallerySource = { src: string; type?: string };

/** Spec §3 gallery item: may carry href, title, alt, type, poster, sources and description. */
export type GalleryItem = {
  /** Image URL (image slides). Video slides use `sources` and `poster`. */
  src?: string;
  type?: 'image' | 'video';
  alt?: string;
  title?: string;
  description?: string;
  /** When set the slide's media links here. */
  href?: string;
  poster?: string;
  sources?: GallerySource[];
  /** Intrinsic size, so the browser reserves space before the image arrives. */
  width?: number;
  height?: number;
};

/** Every visible or spoken text of the gallery; the caller passes them already translated. */
export type GalleryLabels = {
  /** Accessible name of the carousel region. */
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** e.g. "Slide 2 of 5". */
  slide: (position: number, total: number) => string;
  /** e.g. "Show slide 2". */
  goTo: (position: number) => string;
};

/** Spec §9 gallery constants. */
export const GALLERY_INTERVAL_MS = 5000;
export const GALLERY_TRANSITION_MS = 300;
export const GALLERY_PRELOAD_RANGE = 2;
