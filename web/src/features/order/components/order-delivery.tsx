import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import type { OrderDetailFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';

/**
 * Where the parcel goes and how it was sent; a digital order (works, decision 0023) is delivered to the
 * buyer's library instead, and says so.
 */
export function OrderDelivery({ order }: { order: OrderDetailFieldsFragment }) {
  const { t } = useTranslation('order');
  const { locale } = usePageContext();
  const { address, shipment } = order;
  return (
    <section aria-labelledby="order-delivery" className="rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6">
      <h2 id="order-delivery" className="font-semibold text-ink">
        {order.digital ? t('digital.delivered') : t('detail.address')}
      </h2>
      {order.digital ? (
        <DigitalDelivery completed={order.status === 'COMPLETED'} />
      ) : address ? (
        <address className="mt-3 not-italic">
          <p className="flex flex-wrap gap-x-3 text-ink">
            <span>{address.recipientName}</span>
            <span className="text-muted tabular-nums">{address.phone}</span>
          </p>
          <p className="mt-1 text-ink text-sm">
            {[address.province.name, address.city, address.district].filter(Boolean).join(' ')}
          </p>
          <p className="mt-0.5 break-words text-muted text-sm">
            {address.street}
            {address.postcode ? ` · ${address.postcode}` : ''}
          </p>
        </address>
      ) : (
        <p className="mt-3 text-muted text-sm">{t('detail.digitalDelivery')}</p>
      )}
      {order.digital ? null : (
        <>
          <h2 className="mt-6 font-semibold text-ink">{t('detail.shipment')}</h2>
          {shipment ? (
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm" data-testid="shipment">
              <dt className="text-muted">{t('detail.carrier')}</dt>
              <dd className="text-ink">{shipment.carrier.name}</dd>
              <dt className="text-muted">{t('detail.trackingNumber')}</dt>
              <dd className="break-all text-ink tabular-nums">{shipment.trackingNumber}</dd>
              <dt className="text-muted">{t('detail.shippedAt')}</dt>
              <dd className="text-ink">
                <time dateTime={shipment.shippedAt}>
                  {formatDate(shipment.shippedAt, locale, 'dateTime')}
                </time>
              </dd>
            </dl>
          ) : (
            <p className="mt-3 text-muted text-sm">{t('detail.notShipped')}</p>
          )}
        </>
      )}
    </section>
  );
}

/** A work is in the library once its order is paid (0 → 3); before that, it says when it will be. */
function DigitalDelivery({ completed }: { completed: boolean }) {
  const { t } = useTranslation('order');
  if (!completed) return <p className="mt-3 text-muted text-sm">{t('digital.awaiting')}</p>;
  return (
    <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm" data-testid="digital-delivery">
      <span className="text-muted">{t('digital.deliveredText')}</span>
      {/* The order pages and the library are both /my routes (react-router). */}
      <Link to="/library" className="text-ink underline underline-offset-4">
        {t('digital.openLibrary')}
      </Link>
    </p>
  );
}
