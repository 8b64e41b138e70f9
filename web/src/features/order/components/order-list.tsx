import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import type { OrderRole } from '../../../graphql/generated/graphql';
import { OrdersQuery } from '../api/orders.js';
import { type StatusTab, statusOfTab } from '../lib/order-filters.js';
import { OrderCard } from './order-card.js';

export const ORDERS_PAGE_SIZE = 10;

/**
 * One side's orders in one status: cards, the next page near the bottom (infinite scroll) or with the
 * button (keyboard users and a failed page), and an empty state per tab.
 */
export function OrderList({ role, tab }: { role: OrderRole; tab: StatusTab }) {
  const { t } = useTranslation('order');
  const query = useQuery(OrdersQuery, {
    variables: { role, status: statusOfTab(tab), first: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const empty = (
    <EmptyState
      title={t(`list.empty.${role}.${tab}`)}
      text={t('list.empty.text')}
      action={
        role === 'BUYER' ? (
          <LocalizedLink href="/goods" className={buttonClassName('secondary')}>
            {t('list.browse')}
          </LocalizedLink>
        ) : null
      }
    />
  );
  return (
    <ConnectionList
      connection={query.data?.orders}
      query={query}
      failedTitle={t('list.loadFailed')}
      empty={empty}
      more={{
        label: t('list.loadMore'),
        loadingLabel: t('list.loadingMore'),
        layout: 'status',
        end: t('list.end'),
      }}
      pageSize={ORDERS_PAGE_SIZE}
      infiniteScroll
    >
      {(orders) => (
        <ul aria-label={t(`tabs.${tab}`)} className="flex flex-col gap-4">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} role={role} />
          ))}
        </ul>
      )}
    </ConnectionList>
  );
}
