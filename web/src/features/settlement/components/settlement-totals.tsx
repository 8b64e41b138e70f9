import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import type { SettlementSummaryQuery } from '../../../graphql/generated/graphql';
import { formatNumber } from '../../../lib/format.js';

type Summary = SettlementSummaryQuery['mySettlementSummary'];

/**
 * The seller's money as it moves (issue 26's ledger): incoming (paid, not settled yet), settled and waiting for a
 * payout, paid out; the commission rate, and a way to a bank card when payouts have none.
 */
export function SettlementTotals({ summary }: { summary: Summary }) {
  const { t } = useTranslation('settlement');
  const { locale } = usePageContext();
  const ordersNote = (count: number) => t('totals.orders', { count, formatted: formatNumber(count, locale) });
  const figures = [
    { key: 'incoming', money: summary.incoming, note: t('totals.incomingHint') },
    { key: 'pending', money: summary.pending, note: ordersNote(summary.pendingCount) },
    { key: 'paid', money: summary.paid, note: ordersNote(summary.paidCount) },
  ] as const;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(({ key, money, note }) => (
          <div
            key={key}
            data-testid={`settlement-total-${key}`}
            className="rounded-3xl bg-surface p-6 ring-1 ring-line"
          >
            <dt className="text-muted text-sm">{t(`totals.${key}`)}</dt>
            <dd className="mt-2 font-semibold text-3xl text-ink">
              <Price money={money} locale={locale} />
            </dd>
            <dd className="mt-1 text-muted text-sm">{note}</dd>
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
