import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { AfterSaleFieldsFragment } from '../../../graphql/generated/graphql';
import { formatDate, formatMoney } from '../../../lib/format.js';

/** Where the return goes, how it was sent, why it was rejected and the refund: each once it exists. */
export function AfterSaleReturnInfo({ afterSale }: { afterSale: AfterSaleFieldsFragment }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  const { returnAddress: address, returnShipment: shipment, refund, rejectReason } = afterSale;
  if (!address && !shipment && !refund && !rejectReason) return null;
  return (
    <section className="flex flex-col gap-5 rounded-3xl bg-surface p-5 text-sm ring-1 ring-line sm:p-6">
      {refund ? (
        <div data-testid="after-sale-refund">
          <h2 className="font-semibold text-ink">{t('detail.refund')}</h2>
          <p className="mt-1 text-ink">
            <span className="font-semibold tabular-nums">{formatMoney(refund.amount.amount, locale)}</span>
            {' · '}
            <span className={refund.status === 'FAILED' ? 'text-danger' : ''}>
              {t(`refundStatus.${refund.status}`)}
            </span>
          </p>
          {refund.succeededAt ? (
            <p className="mt-0.5 text-muted">
              {t('detail.refundedAt', { date: formatDate(refund.succeededAt, locale, 'dateTime') })}
            </p>
          ) : null}
        </div>
      ) : null}
      {rejectReason ? (
        <div>
          <h2 className="font-semibold text-ink">{t('detail.rejectReason')}</h2>
          <p className="mt-1 whitespace-pre-line break-words text-ink">{rejectReason}</p>
        </div>
      ) : null}
      {address ? (
        <div>
          <h2 className="font-semibold text-ink">{t('detail.returnAddress')}</h2>
          <address className="mt-1 break-words text-ink not-italic" data-testid="after-sale-return-address">
            {address.recipientName} · {address.phone}
            <br />
            {address.province.name} {address.city} {address.district}
            <br />
            {address.street}
            {address.postcode ? ` ${address.postcode}` : ''}
          </address>
        </div>
      ) : null}
      {shipment ? (
        <div>
          <h2 className="font-semibold text-ink">{t('detail.returnShipment')}</h2>
          <p className="mt-1 text-ink">
            {shipment.carrier.name} · {t('detail.trackingNumber', { number: shipment.trackingNumber })}
          </p>
        </div>
      ) : null}
    </section>
  );
}
