import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { OrderCountsQuery } from '../api/order-counts.js';
import { listSearch, roleFromParam, type StatusTab, tabFromParam } from '../lib/order-filters.js';
import { useLiveOrders } from '../lib/use-live-orders.js';
import { OrderList } from './order-list.js';
import { OrderStatusTabs } from './order-status-tabs.js';
import { RoleSwitch } from './role-switch.js';

/**
 * `/my/order`: the viewer's orders as buyer or seller (`?role=seller`), by status (`?status=shipped`), both
 * in the URL so a reload, Back and a shared link keep them. Live while open.
 */
export function OrdersPage() {
  const { t } = useTranslation('order');
  const [params, setParams] = useSearchParams();
  const role = roleFromParam(params.get('role'));
  const tab = tabFromParam(params.get('status'));
  const counts = useQuery(OrderCountsQuery, { variables: { role }, fetchPolicy: 'cache-and-network' });
  useLiveOrders();

  const select = (next: StatusTab) => setParams(new URLSearchParams(listSearch(role, next)));

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="font-semibold text-2xl text-ink">{t('list.title')}</h1>
          <p className="mt-2 max-w-2xl text-muted">{t('list.lead')}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <RoleSwitch role={role} tab={tab} />
          {role === 'BUYER' ? (
            <Link
              to="/order/purchaseOrders"
              className="text-muted text-sm underline-offset-4 hover:text-ink hover:underline"
            >
              {t('list.payments')}
            </Link>
          ) : null}
        </div>
      </header>
      <OrderStatusTabs value={tab} onChange={select} counts={counts.data?.orderCounts ?? null}>
        <OrderList key={`${role}-${tab}`} role={role} tab={tab} />
      </OrderStatusTabs>
    </div>
  );
}
