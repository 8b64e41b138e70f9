const HEART =
  'M12 21s-7.5-4.6-9.6-9.1C.9 8.6 3 5 6.6 5c2.1 0 3.4 1.1 4.4 2.5h2C14 6.1 15.3 5 17.4 5 21 5 23.1 8.6 21.6 11.9 19.5 16.4 12 21 12 21z';

type ToggleIconProps = { filled: boolean; className?: string };

/** Decorative heart of the like button: filled when liked. */
export function HeartToggleIcon({ filled, className = 'h-4 w-4' }: ToggleIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.8}
      strokeLinejoin="round"
    >
      <path d={HEART} />
    </svg>
  );
}

/** Decorative bookmark of the collect button: filled when collected. */
export function BookmarkIcon({ filled, className = 'h-4 w-4' }: ToggleIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <path d="M6 3.5h12a1 1 0 0 1 1 1V21l-7-4.5L5 21V4.5a1 1 0 0 1 1-1z" />
    </svg>
  );
}
