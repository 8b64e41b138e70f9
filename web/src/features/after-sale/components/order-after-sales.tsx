import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import type { OrderRole, OrderStatus } from '../../../graphql/generated/graphql';
import { AfterSaleFormDataQuery } from '../api/after-sale-form-data.js';
import { AfterSalesQuery } from '../api/after-sales.js';
import { useLiveAfterSales } from '../lib/use-live-after-sales.js';
import { AfterSaleRow } from './after-sale-row.js';
import { RequestForm } from './request-form.js';

type Props = { order: { id: string; status: OrderStatus; role: OrderRole } };

/** Statuses in which a buyer may ask at all (nextland decides the rest: the window, the lines). */
const ASKABLE: readonly OrderStatus[] = ['AWAITING_SHIPMENT', 'SHIPPED', 'COMPLETED'];

/**
 * The after-sales part of an order's detail page (composed in through `OrderDetailPage`'s `sections`): the
 * order's requests with links, and for the buyer the request button and form when the order allows one.
 */
export function OrderAfterSales({ order }: Props) {
  const { t } = useTranslation('aftersale');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const buyer = order.role === 'BUYER';
  const requests = useQuery(AfterSalesQuery, {
    variables: { role: order.role, orderId: order.id, first: 50 },
    fetchPolicy: 'cache-and-network',
  });
  const formData = useQuery(AfterSaleFormDataQuery, {
    variables: { orderId: order.id },
    skip: !buyer || !ASKABLE.includes(order.status),
    fetchPolicy: 'cache-and-network',
  });
  useLiveAfterSales();

  const mine = (requests.data?.afterSales.edges ?? []).map((edge) => edge.node);
  const refundable = formData.data?.afterSaleRefundable;
  const askable =
    refundable &&
    (refundable.refundOnly || refundable.returnAndRefund) &&
    refundable.lines.some((line) => !line.openAfterSaleId && line.refundable.amount > 0);

  if (mine.length === 0 && !askable) return null;
  return (
    <section
      aria-labelledby="order-after-sales"
      data-testid="order-after-sales"
      className="rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="order-after-sales" className="font-semibold text-ink">
            {t('section.title')}
          </h2>
          {buyer ? <p className="mt-1 text-muted text-sm">{t('section.lead')}</p> : null}
        </div>
        {askable && !open ? (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('section.request')}
          </Button>
        ) : null}
      </div>
      {mine.length > 0 ? (
        <ul className="mt-4 flex flex-col gap-3">
          {mine.map((afterSale) => (
            <AfterSaleRow key={afterSale.id} afterSale={afterSale} />
          ))}
        </ul>
      ) : null}
      {open && refundable && formData.data ? (
        <RequestForm
          orderId={order.id}
          refundable={refundable}
          reasons={formData.data.afterSaleReasons}
          onDone={(id) => {
            setOpen(false);
            if (id)
              navigate({ pathname: '/order/afterSalesDetails', search: `?id=${encodeURIComponent(id)}` });
          }}
        />
      ) : null}
    </section>
  );
}
