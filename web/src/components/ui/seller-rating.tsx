import { formatNumber } from '../../lib/format.js';
import type { Locale } from '../../lib/i18n/locales.js';
import { StarRating } from './star-rating.js';

type Props = {
  rating: { average?: number | null; count: number } | null | undefined;
  /** "Rated 4.5 out of 5 from 12 reviews" (what a screen reader hears), given the formatted average. */
  label: (average: string) => string;
  /** "12 reviews", shown beside the stars. */
  countText: string;
  none: string;
  locale: Locale;
};

/** A seller's average in a seller block: stars, the number and the count; "No reviews yet" without any. */
export function SellerRating({ rating, label, countText, none, locale }: Props) {
  if (!rating) return null;
  if (!rating.average || rating.count === 0) return <p className="mt-3 text-subtle text-xs">{none}</p>;
  const shown = formatNumber(rating.average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <StarRating value={rating.average} label={label(shown)} />
      <span aria-hidden="true" className="font-medium text-ink tabular-nums">
        {shown}
      </span>
      <span aria-hidden="true" className="text-subtle text-xs">
        {countText}
      </span>
    </p>
  );
}
