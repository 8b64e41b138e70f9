import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { CountTabs } from '../../../components/ui/count-tabs.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import type { AfterSaleStatus } from '../../../graphql/generated/graphql';
import { AfterSalesQuery } from '../api/after-sales.js';
import { useLiveAfterSales } from '../lib/use-live-after-sales.js';
import { AfterSaleRow } from './after-sale-row.js';

const STATUSES: readonly AfterSaleStatus[] = [
  'AWAITING_SELLER',
  'AWAITING_RETURN',
  'AWAITING_RECEIPT',
  'REFUNDED',
  'REJECTED',
  'WITHDRAWN',
];
type Tab = 'ALL' | AfterSaleStatus;

function tabFromParam(value: string | null): Tab {
  return STATUSES.find((status) => status === value) ?? 'ALL';
}

/**
 * `/my/order/seller/aftersales`: requests about the viewer's sales, by status (`?status=AWAITING_SELLER`, in
 * the URL so a reload and Back keep it), newest first, each linking to its detail. nextland has no counts for
 * requests, so the tabs show no figures. Live while open.
 */
export function SellerAfterSalesPage() {
  const { t } = useTranslation('aftersale');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('status'));
  const query = useQuery(AfterSalesQuery, {
    variables: { role: 'SELLER', first: 20, ...(tab === 'ALL' ? {} : { status: tab }) },
    fetchPolicy: 'cache-and-network',
  });
  useLiveAfterSales();
  const tabs = (['ALL', ...STATUSES] as const).map((id) => ({
    id,
    label: id === 'ALL' ? t('list.all') : t(`status.${id}`),
    count: null,
  }));

  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="font-semibold text-2xl text-ink">{t('list.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('list.lead')}</p>
      </header>
      <CountTabs
        label={t('list.tabs')}
        tabs={tabs}
        value={tab}
        onChange={(next) =>
          setParams(next === 'ALL' ? new URLSearchParams() : new URLSearchParams({ status: next }))
        }
      >
        <ConnectionList
          connection={query.data?.afterSales}
          query={query}
          failedTitle={t('list.failed')}
          empty={<EmptyState title={t('list.empty')} />}
          more={{ label: t('list.loadMore'), variant: 'ghost', layout: 'inline', className: 'self-start' }}
        >
          {(afterSales) => (
            <ul className="flex flex-col gap-3" data-testid="seller-after-sales">
              {afterSales.map((afterSale) => (
                <AfterSaleRow key={afterSale.id} afterSale={afterSale} />
              ))}
            </ul>
          )}
        </ConnectionList>
      </CountTabs>
    </div>
  );
}
