import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import type { SettlementSummaryQuery } from '../../../graphql/generated/graphql';
import { formatNumber } from '../../../lib/format.js';

type Summary = SettlementSummaryQuery['mySettlementSummary'];

/** Pending and paid totals, the commission rate, and a way to a bank card when payouts have none. */
export function SettlementTotals({ summary }: { summary: Summary }) {
  const { t } = useTranslation('settlement');
  const { locale } = usePageContext();
  const figures = [
    { key: 'pending', money: summary.pending, count: summary.pendingCount },
    { key: 'paid', money: summary.paid, count: summary.paidCount },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-2">
        {figures.map(({ key, money, count }) => (
          <div
            key={key}
            data-testid={`settlement-total-${key}`}
            className="rounded-3xl bg-surface p-6 ring-1 ring-line"
          >
            <dt className="text-muted text-sm">{t(`totals.${key}`)}</dt>
            <dd className="mt-2 font-semibold text-3xl text-ink">
              <Price money={money} locale={locale} />
            </dd>
            <dd className="mt-1 text-muted text-sm">
              {t('totals.orders', { count, formatted: formatNumber(count, locale) })}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-muted text-sm">
        {t('totals.rate', { rate: formatNumber(summary.rateBasisPoints / 100, locale) })}
      </p>
      {summary.hasDefaultCard ? null : (
        <p role="status" className="rounded-2xl border border-accent/40 px-4 py-3 text-ink text-sm">
          {t('totals.noCard')}{' '}
          <Link to="/bank-cards" className="font-medium text-accent underline underline-offset-4">
            {t('totals.addCard')}
          </Link>
        </p>
      )}
    </div>
  );
}
