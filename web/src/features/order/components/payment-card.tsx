import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { buttonClassName } from '../../../components/ui/button.js';
import { Price } from '../../../components/ui/price.js';
import type { PaymentsQuery } from '../../../graphql/generated/graphql';
import { formatDate, formatMoney } from '../../../lib/format.js';
import { orderDetailPath } from '../lib/order-filters.js';
import { Countdown } from './countdown.js';
import { OrderStatusBadge } from './order-status-badge.js';

type Payment = PaymentsQuery['payments']['edges'][number]['node'];

const TONE: Record<Payment['status'], string> = {
  PENDING: 'border-accent/60 text-accent',
  PAID: 'border-ink/40 text-ink',
  CANCELLED: 'border-line text-subtle',
};

/** One checkout's payment: amount, status, when; its orders (links); "Pay" with the time left while pending. */
export function PaymentCard({ payment }: { payment: Payment }) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const headingId = `payment-${payment.id}`;
  const pending = payment.status === 'PENDING' && payment.cashierUrl;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="payment-card"
      className="flex flex-col gap-4 rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6"
    >
      {/* The status stays beside the amount on a phone: the dates wrap within their column instead. */}
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} data-testid="payment-card-amount" className="font-semibold text-ink">
            <Price money={payment.amount} locale={locale} className="text-xl" />
          </h2>
          <p className="mt-1 flex flex-wrap gap-x-3 text-muted text-xs">
            <time dateTime={payment.createdAt}>
              {t('payments.created', { date: formatDate(payment.createdAt, locale, 'dateTime') })}
            </time>
            {payment.paidAt ? (
              <time dateTime={payment.paidAt}>
                {t('payments.paidAt', { date: formatDate(payment.paidAt, locale, 'dateTime') })}
              </time>
            ) : null}
            <span>{t('payments.orders', { count: payment.orders.length })}</span>
          </p>
        </div>
        <span
          data-testid="payment-card-status"
          className={`inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 font-medium text-xs ${TONE[payment.status]}`}
        >
          {t(`payments.status.${payment.status}`)}
        </span>
      </div>
      <ul className="flex flex-col divide-y divide-line rounded-2xl ring-1 ring-line">
        {payment.orders.map((order) => (
          <li
            key={order.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <div className="min-w-0">
              <Link
                to={orderDetailPath(order.id, 'BUYER')}
                className="text-ink text-sm tabular-nums hover:text-accent"
              >
                {t('card.number', { number: order.orderNumber })}
              </Link>
              <p className="text-muted text-xs">{t('card.seller', { name: order.seller.nickname })}</p>
            </div>
            <div className="flex items-center gap-3">
              <OrderStatusBadge status={order.status} />
              <Price money={order.total} locale={locale} className="text-ink text-sm" />
            </div>
          </li>
        ))}
      </ul>
      {pending ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex flex-col text-sm">
            <Countdown
              deadline={payment.payDeadline}
              render={(time) => t('payments.timeLeft', { time })}
              expired={t('next.payExpired')}
              className="font-semibold text-accent tabular-nums"
            />
            <time dateTime={payment.payDeadline} className="text-muted text-xs">
              {t('payments.payBy', { date: formatDate(payment.payDeadline, locale, 'dateTime') })}
            </time>
          </p>
          <a href={payment.cashierUrl ?? undefined} className={buttonClassName('primary')}>
            {t('payments.pay', {
              amount: formatMoney(payment.amount.amount, locale, { currency: payment.amount.currency }),
            })}
          </a>
        </div>
      ) : null}
    </li>
  );
}
