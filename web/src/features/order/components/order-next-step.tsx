import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { OrderDetailFieldsFragment, OrderRole } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { Countdown } from './countdown.js';

/** What happens next for this order, from the viewer's side: the pay countdown, the auto-confirm date, … */
export function OrderNextStep({ order, role }: { order: OrderDetailFieldsFragment; role: OrderRole }) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const date = (iso: string | null) => (iso ? formatDate(iso, locale, 'dateTime') : null);
  const seller = role === 'SELLER';

  switch (order.status) {
    case 'AWAITING_PAYMENT':
      if (!order.payDeadline) return null;
      return (
        <div className="flex flex-col gap-1">
          <Countdown
            deadline={order.payDeadline}
            render={(time) => t(seller ? 'next.buyerPayWithin' : 'next.payWithin', { time })}
            expired={t('next.payExpired')}
            className="font-semibold text-accent text-lg tabular-nums"
          />
          <p className="text-muted text-sm">
            {t(seller ? 'next.buyerPayBy' : 'next.payBy', { date: date(order.payDeadline) })}
          </p>
        </div>
      );
    case 'AWAITING_SHIPMENT':
      return (
        <p className="text-ink">{t(`next.awaitingShipment.${role}`, { name: order.seller.nickname })}</p>
      );
    case 'SHIPPED':
      return (
        <p className="text-ink">
          {order.autoConfirmAt
            ? t(`next.shipped.${role}`, { date: date(order.autoConfirmAt) })
            : t('next.shippedNoDate')}
        </p>
      );
    case 'COMPLETED':
      return (
        <p className="text-ink">
          {order.completedAt
            ? t('next.completed', { date: date(order.completedAt) })
            : t('next.completedNoDate')}
        </p>
      );
    case 'CANCELLED':
      return (
        <p className="text-ink">
          {order.cancelledAt
            ? t('next.cancelled', { date: date(order.cancelledAt) })
            : t('next.cancelledNoDate')}
        </p>
      );
    case 'CLOSED':
      return <p className="text-ink">{t('next.closed')}</p>;
  }
}
