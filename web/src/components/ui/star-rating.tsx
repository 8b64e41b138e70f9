// Stars as a picture of a rating (display only; the review form's input is a radio group of its own). The
// stars are hidden from assistive technology: `label` says the rating in words.

const STAR_PATH = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

type Props = {
  /** 0–5, fractions shown as a partly filled star. */
  value: number;
  /** What the stars say, e.g. "4.5 out of 5 stars". */
  label: string;
  size?: 'sm' | 'md';
};

export function StarRating({ value, label, size = 'sm' }: Props) {
  const px = size === 'sm' ? 14 : 18;
  return (
    <span role="img" aria-label={label} className="inline-flex shrink-0 items-center gap-0.5">
      {[0, 1, 2, 3, 4].map((i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        return (
          <span
            key={i}
            aria-hidden="true"
            className="relative inline-block"
            style={{ width: px, height: px }}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              width={px}
              height={px}
              className="absolute inset-0 text-ink/20"
            >
              <path d={STAR_PATH} fill="currentColor" />
            </svg>
            <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <svg aria-hidden="true" viewBox="0 0 20 20" width={px} height={px} className="text-accent">
                <path d={STAR_PATH} fill="currentColor" />
              </svg>
            </span>
          </span>
        );
      })}
    </span>
  );
}

export { STAR_PATH };
