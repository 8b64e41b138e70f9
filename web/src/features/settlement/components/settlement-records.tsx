import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CountTabs } from '../../../components/ui/count-tabs.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { SettlementState } from '../../../graphql/generated/graphql';
import { SettlementSummaryQuery } from '../api/settlement-summary.js';
import { PayoutList } from './payout-list.js';
import { SettlementList } from './settlement-list.js';
import { SettlementTotals } from './settlement-totals.js';

/**
 * The dashboard's SettlementRecords part (decision 0027 §5): totals, the settled orders pending or paid, and
 * the payouts to the seller's card.
 */
export function SettlementRecords() {
  const { t } = useTranslation('settlement');
  const [state, setState] = useState<SettlementState>('PENDING');
  const { data, error, refetch } = useQuery(SettlementSummaryQuery, { fetchPolicy: 'cache-and-network' });
  const summary = data?.mySettlementSummary;
  return (
    <section aria-labelledby="settlement-records" className="flex flex-col gap-6">
      <div>
        <h2 id="settlement-records" className="font-semibold text-ink text-xl">
          {t('records.title')}
        </h2>
        <p className="mt-1 max-w-2xl text-muted text-sm">{t('records.lead')}</p>
      </div>
      {summary ? (
        <SettlementTotals summary={summary} />
      ) : (
        <QueryFallback error={error} failedTitle={t('totals.loadFailed')} onRetry={() => void refetch()} />
      )}
      <CountTabs
        label={t('records.tabs')}
        value={state}
        onChange={setState}
        tabs={[
          { id: 'PENDING', label: t('state.PENDING'), count: summary?.pendingCount ?? null },
          { id: 'PAID', label: t('state.PAID'), count: summary?.paidCount ?? null },
        ]}
      >
        <SettlementList state={state} />
      </CountTabs>
      <h2 className="font-semibold text-ink text-xl">{t('payouts.title')}</h2>
      <PayoutList />
    </section>
  );
}
