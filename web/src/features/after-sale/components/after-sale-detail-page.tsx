import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { usePageContext } from 'vike-react/usePageContext';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { formatDate } from '../../../lib/format.js';
import { AfterSaleQuery } from '../api/after-sale.js';
import { useLiveAfterSales } from '../lib/use-live-after-sales.js';
import { AfterSaleRequestInfo } from './after-sale-request-info.js';
import { AfterSaleReturnInfo } from './after-sale-return-info.js';
import { AfterSaleStatusBadge } from './after-sale-status-badge.js';
import { AfterSaleTimeline } from './after-sale-timeline.js';
import { BuyerActions } from './buyer-actions.js';
import { ReturnShipForm } from './return-ship-form.js';
import { SellerActions } from './seller-actions.js';

/**
 * `/my/order/afterSalesDetails?id=`: one request, for the buyer or the seller (whichever the viewer is; the
 * other side's read answers null): status and what happens next, the actions of the viewer's side, what was
 * asked, the return and the refund, and the timeline. Not the viewer's request: the not-found view.
 */
export function AfterSaleDetailPage({ notFound }: { notFound: ReactNode }) {
  const { t } = useTranslation('aftersale');
  const { locale } = usePageContext();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, error, refetch } = useQuery(AfterSaleQuery, {
    variables: { id },
    skip: !id,
    fetchPolicy: 'cache-and-network',
  });
  useLiveAfterSales();

  const afterSale = data?.asBuyer ?? data?.asSeller;
  if (!id || (data && !afterSale)) return notFound;
  if (!afterSale) {
    return (
      <QueryFallback error={error} failedTitle={t('detail.loadFailed')} onRetry={() => void refetch()} />
    );
  }

  const seller = afterSale.role === 'SELLER';
  const back = seller
    ? { pathname: '/order/seller/aftersales', search: '' }
    : { pathname: '/order/detail', search: `?id=${encodeURIComponent(afterSale.orderId)}` };
  return (
    <div className="flex flex-col gap-6">
      <Link to={back} className="text-muted text-sm hover:text-ink">
        <span aria-hidden="true" className="mr-1">
          ←
        </span>
        {t(seller ? 'detail.backSeller' : 'detail.back')}
      </Link>
      <header className="flex flex-col gap-4 rounded-3xl bg-surface-2 p-5 ring-1 ring-line sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="break-words font-semibold text-ink text-xl tabular-nums sm:text-2xl">
              {t('detail.title', { number: afterSale.orderNumber })}
            </h1>
            <p className="mt-1 flex flex-wrap gap-x-3 text-muted text-sm">
              <span>{t(`type.${afterSale.type}`)}</span>
              <time dateTime={afterSale.createdAt}>
                {t('detail.created', { date: formatDate(afterSale.createdAt, locale, 'dateTime') })}
              </time>
              <Link
                to={{
                  pathname: seller ? '/order/seller/detail' : '/order/detail',
                  search: `?id=${encodeURIComponent(afterSale.orderId)}`,
                }}
                className="underline hover:text-ink"
              >
                {t('detail.order', { number: afterSale.orderNumber })}
              </Link>
            </p>
          </div>
          <AfterSaleStatusBadge status={afterSale.status} />
        </div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="text-sm">
            <p className="text-ink" data-testid="after-sale-next">
              {t(`detail.next.${afterSale.status}_${afterSale.role}`)}
            </p>
            {afterSale.sellerDeadline ? (
              <p className="mt-1 text-muted">
                {t('detail.sellerDeadline', {
                  date: formatDate(afterSale.sellerDeadline, locale, 'dateTime'),
                })}
              </p>
            ) : null}
          </div>
          {seller ? <SellerActions afterSale={afterSale} /> : <BuyerActions afterSale={afterSale} />}
        </div>
      </header>
      {!seller && afterSale.status === 'AWAITING_RETURN' ? (
        <ReturnShipForm afterSaleId={afterSale.id} />
      ) : null}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <AfterSaleReturnInfo afterSale={afterSale} />
          <AfterSaleRequestInfo afterSale={afterSale} />
        </div>
        <section
          aria-labelledby="after-sale-timeline"
          className="h-fit rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6"
        >
          <h2 id="after-sale-timeline" className="mb-4 font-semibold text-ink">
            {t('detail.timeline')}
          </h2>
          <AfterSaleTimeline events={afterSale.events} />
        </section>
      </div>
    </div>
  );
}
