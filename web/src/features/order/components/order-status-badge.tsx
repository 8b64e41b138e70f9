import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../../../graphql/generated/graphql';

const TONE: Record<OrderStatus, string> = {
  AWAITING_PAYMENT: 'border-accent/60 text-accent',
  AWAITING_SHIPMENT: 'border-accent/60 text-accent',
  SHIPPED: 'border-ink/40 text-ink',
  COMPLETED: 'border-line text-muted',
  CANCELLED: 'border-line text-subtle',
  CLOSED: 'border-line text-subtle',
};

/** An order's status as a small pill; statuses that wait for someone are highlighted. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('order');
  return (
    <span
      data-testid="order-status"
      className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 font-medium text-xs ${TONE[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
