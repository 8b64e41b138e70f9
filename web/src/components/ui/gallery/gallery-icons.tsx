const PATHS = {
  previous: 'M15 18l-6-6 6-6',
  next: 'M9 6l6 6-6 6',
  pause: 'M9 6v12M15 6v12',
  play: 'M8 5.5v13l11-6.5z',
} as const;

export type GalleryIconName = keyof typeof PATHS;

/** Decorative stroke icon; the button around it carries the label. */
export function GalleryIcon({ name }: { name: GalleryIconName }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill={name === 'play' ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
