import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { Price } from '../../../components/ui/price.js';
import { formatDate } from '../../../lib/format.js';
import { MyPayoutsQuery } from '../api/my-payouts.js';
import { StateBadge } from './state-badge.js';

const PAGE = 10;

/** Payouts to the viewer's card: amount, the masked card it went to, status, and a failing attempt's reason. */
export function PayoutList() {
  const { t } = useTranslation('settlement');
  const { locale } = usePageContext();
  const query = useQuery(MyPayoutsQuery, {
    variables: { first: PAGE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ConnectionList
      connection={query.data?.myPayouts}
      query={query}
      failedTitle={t('payouts.loadFailed')}
      empty={<p className="text-muted text-sm">{t('payouts.empty')}</p>}
      more={{ label: t('payouts.more'), layout: 'inline', className: 'self-center' }}
      className="flex flex-col gap-4"
    >
      {(nodes) => (
        <ul aria-label={t('payouts.label')} className="grid gap-3">
          {nodes.map((node) => (
            <li
              key={node.id}
              data-testid="payout-row"
              className="flex flex-wrap items-center justify-between gap-4 rounded-3xl bg-surface p-5 ring-1 ring-line"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink text-xl">
                  <Price money={node.amount} locale={locale} />
                </p>
                <p className="mt-1 text-muted text-sm">
                  {node.bankName} <span className="font-mono text-ink">{node.maskedCard}</span>
                </p>
                <p className="mt-1 text-muted text-xs">
                  {t('payouts.orders', { count: node.settlementCount })} ·{' '}
                  {node.paidAt
                    ? t('payouts.paidOn', { date: formatDate(node.paidAt, locale, 'dateTime') })
                    : t('payouts.madeOn', { date: formatDate(node.createdAt, locale, 'dateTime') })}
                </p>
                {node.state !== 'PAID' && node.lastError ? (
                  <p className="mt-1 text-red-300 text-xs">
                    {t(node.state === 'FAILED' ? 'payouts.failed' : 'payouts.retrying', {
                      attempts: node.attempts,
                    })}
                  </p>
                ) : null}
              </div>
              <StateBadge state={node.state} label={t(`payoutState.${node.state}`)} />
            </li>
          ))}
        </ul>
      )}
    </ConnectionList>
  );
}
