import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import type { OrderCardFieldsFragment, OrderRole } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { orderDetailPath } from '../lib/order-filters.js';
import { OrderActions } from './order-actions.js';
import { OrderLineRow } from './order-line-row.js';
import { OrderStatusBadge } from './order-status-badge.js';

/** Lines a card shows before "and N more items"; the detail page lists them all. */
const SHOWN_LINES = 3;

/** One order in the list: number (the link to its details), the other party, status, items, total, actions. */
export function OrderCard({ order, role }: { order: OrderCardFieldsFragment; role: OrderRole }) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const headingId = `order-${order.id}`;
  const hidden = order.lines.length - SHOWN_LINES;
  const party =
    role === 'SELLER'
      ? t('card.buyer', { name: order.buyer.nickname })
      : t('card.seller', { name: order.seller.nickname });

  return (
    <li
      aria-labelledby={headingId}
      data-testid="order-card"
      className="flex flex-col gap-4 rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="font-semibold text-ink">
            <Link to={orderDetailPath(order.id, role)} className="tabular-nums hover:text-accent">
              {t('card.number', { number: order.orderNumber })}
            </Link>
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-3 text-muted text-xs">
            <span>{party}</span>
            <time dateTime={order.createdAt}>
              {t('card.placed', { date: formatDate(order.createdAt, locale, 'dateTime') })}
            </time>
            {order.digital ? <span>{t('card.digital')}</span> : null}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <ul className="flex flex-col gap-3">
        {order.lines.slice(0, SHOWN_LINES).map((line) => (
          <OrderLineRow key={line.id} line={line} />
        ))}
      </ul>
      {hidden > 0 ? <p className="text-muted text-xs">{t('card.more', { count: hidden })}</p> : null}
      <div className="flex flex-wrap items-center justify-between gap-3 border-line border-t pt-4">
        <p className="flex items-baseline gap-2 text-sm">
          <span className="text-muted">{t('card.total')}</span>
          <Price money={order.total} locale={locale} className="font-semibold text-ink text-lg" />
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <OrderActions order={order} role={role} size="sm" />
        </div>
      </div>
    </li>
  );
}
