import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { StarRating } from '../../../components/ui/star-rating.js';
import { formatNumber } from '../../../lib/format.js';

/** The average in stars and a number, and how many reviews; "No reviews yet" without any. */
export function RatingSummary({ average, count }: { average: number | null | undefined; count: number }) {
  const { t } = useTranslation('reviews');
  const { locale } = usePageContext();
  if (!average || count === 0) return <p className="text-muted text-sm">{t('summary.none')}</p>;
  const shown = formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <StarRating value={average} size="md" label={t('summary.average', { average: shown, count })} />
      <span aria-hidden="true" className="font-semibold text-ink text-lg tabular-nums">
        {shown}
      </span>
      <span aria-hidden="true" className="text-muted text-sm">
        {t('summary.count', { count })}
      </span>
    </p>
  );
}
