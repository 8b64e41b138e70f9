import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { OrderRole, OrderStatus } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { OrderQuery } from '../api/order.js';
import { listSearch } from '../lib/order-filters.js';
import { useLiveOrders } from '../lib/use-live-orders.js';
import { OrderActions } from './order-actions.js';
import { OrderDelivery } from './order-delivery.js';
import { OrderNextStep } from './order-next-step.js';
import { OrderStatusBadge } from './order-status-badge.js';
import { OrderSummary } from './order-summary.js';
import { OrderTimeline } from './order-timeline.js';
import { ShipForm } from './ship-form.js';

type Props = {
  /** `/my/order/detail` is the buyer's view, `/my/order/seller/detail` the seller's. */
  side: OrderRole;
  /** The personal centre's not-found view (the page composes it in: features do not import each other). */
  notFound: ReactNode;
  /**
   * Sections other features add under the order's header (after-sales, reviews): the page composes them in,
   * given the order they belong to, so this feature does not import theirs.
   */
  sections?: (order: { id: string; status: OrderStatus; role: OrderRole }) => ReactNode;
};

/**
 * One order (`?id=`) from one side: status and what happens next, the actions it allows, the seller's ship
 * form while it awaits shipment, items and totals, delivery, and the timeline. Not the viewer's order (the
 * BFF answers null) or no id: the not-found view.
 */
export function OrderDetailPage({ side: role, notFound, sections }: Props) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, refetch } = useQuery(OrderQuery, {
    variables: { id, role },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  useLiveOrders();

  const back = (
    <Link
      to={{ pathname: '/order', search: listSearch(role, 'all') }}
      className="text-muted text-sm hover:text-ink"
    >
      <span aria-hidden="true" className="mr-1">
        ←
      </span>
      {t(role === 'SELLER' ? 'detail.backSeller' : 'detail.back')}
    </Link>
  );

  if (!id || data?.order === null) return notFound;
  const order = data?.order;
  if (!order) {
    return (
      <div className="flex flex-col gap-6">
        {back}
        <QueryFallback error={error} failedTitle={t('detail.loadFailed')} onRetry={() => void refetch()} />
      </div>
    );
  }

  const other = role === 'SELLER' ? order.buyer : order.seller;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <header className="flex flex-col gap-4 rounded-3xl bg-surface-2 p-5 ring-1 ring-line sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words font-semibold text-ink text-xl tabular-nums sm:text-2xl">
              {t('detail.title', { number: order.orderNumber })}
            </h1>
            <p className="mt-1 flex flex-wrap gap-x-3 text-muted text-sm">
              <span>{t(role === 'SELLER' ? 'card.buyer' : 'card.seller', { name: other.nickname })}</span>
              <time dateTime={order.createdAt}>
                {t('detail.placed', { date: formatDate(order.createdAt, locale, 'dateTime') })}
              </time>
            </p>
          </div>
          <OrderStatusBadge status={order.status} />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <OrderNextStep order={order} role={role} />
          <OrderActions order={order} role={role} without={['ship']} />
        </div>
      </header>
      {role === 'SELLER' && order.status === 'AWAITING_SHIPMENT' ? <ShipForm orderId={order.id} /> : null}
      {sections?.({ id: order.id, status: order.status, role })}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderSummary order={order} />
          <OrderDelivery order={order} />
        </div>
        <section
          aria-labelledby="order-timeline"
          className="h-fit rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6"
        >
          <h2 id="order-timeline" className="mb-4 font-semibold text-ink">
            {t('detail.timeline')}
          </h2>
          <OrderTimeline events={order.events} />
        </section>
      </div>
    </div>
  );
}
