import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { Price } from '../../../components/ui/price.js';
import type { OrderDetailFieldsFragment } from '../../../graphql/generated/graphql';
import { formatMoney } from '../../../lib/format.js';
import { OrderLineRow } from './order-line-row.js';

/** Every item with what it costs in all (its share of the postage included), then the order's totals. */
export function OrderSummary({ order }: { order: OrderDetailFieldsFragment }) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  // What the line amount is: paid, still due, or (cancelled before payment) neither — just the amount.
  const label =
    order.paidAt !== null
      ? 'detail.lineAmountPaid'
      : order.status === 'AWAITING_PAYMENT'
        ? 'detail.lineAmountDue'
        : null;
  return (
    <section aria-labelledby="order-items" className="rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6">
      <h2 id="order-items" className="font-semibold text-ink">
        {t('detail.items')}
      </h2>
      <ul className="mt-4 flex flex-col gap-4">
        {order.lines.map((line) => {
          const amount = formatMoney(line.paid.amount, locale, { currency: line.paid.currency });
          return <OrderLineRow key={line.id} line={line} amount={label ? t(label, { amount }) : amount} />;
        })}
      </ul>
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 border-line border-t pt-4 text-sm">
        <dt className="text-muted">{t('detail.itemsTotal')}</dt>
        <dd className="text-right">
          <Price money={order.itemsTotal} locale={locale} />
        </dd>
        {/* A digital order (works, decision 0023) has nothing to post: no postage line at all. */}
        {order.digital ? null : (
          <>
            <dt className="text-muted">{t('detail.postage')}</dt>
            <dd className="text-right">
              {order.postage.amount === 0 ? (
                t('detail.free')
              ) : (
                <Price money={order.postage} locale={locale} />
              )}
            </dd>
          </>
        )}
        <dt className="font-medium text-ink">{t('detail.total')}</dt>
        <dd className="text-right">
          <Price money={order.total} locale={locale} className="font-semibold text-ink text-lg" />
        </dd>
      </dl>
    </section>
  );
}
