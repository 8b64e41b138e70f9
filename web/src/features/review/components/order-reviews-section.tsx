import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { OrderRole, OrderStatus } from '../../../graphql/generated/graphql';
import { formatDate } from '../../../lib/format.js';
import { MyOrderReviewsQuery } from '../api/my-order-reviews.js';
import { SellerOrderReviewsQuery } from '../api/seller-order-reviews.js';
import { OrderReviewLine } from './order-review-line.js';

type Props = { order: { id: string; status: OrderStatus; role: OrderRole } };

/** Reviews exist only for completed orders (a closed one may have been completed before its refund). */
const REVIEWED_STATUSES: readonly OrderStatus[] = ['COMPLETED', 'CLOSED'];

/**
 * The order detail's reviews section (composed in by the page through `sections`): for the buyer, each line
 * with "write a review" while the 30 days last, or the review written and the seller's reply; for the seller,
 * the buyer's reviews with a reply form on those not answered yet.
 */
export function OrderReviewsSection({ order }: Props) {
  const { t } = useTranslation('reviews');
  const { locale } = usePageContext();
  const seller = order.role === 'SELLER';
  const skip = !REVIEWED_STATUSES.includes(order.status);
  const buyerQuery = useQuery(MyOrderReviewsQuery, {
    variables: { orderId: order.id },
    skip: skip || seller,
    fetchPolicy: 'cache-and-network',
  });
  const sellerQuery = useQuery(SellerOrderReviewsQuery, {
    variables: { orderId: order.id },
    skip: skip || !seller,
    fetchPolicy: 'cache-and-network',
  });
  if (skip) return null;
  const query = seller ? sellerQuery : buyerQuery;
  const reviews = seller ? sellerQuery.data?.sellerOrderReviews : buyerQuery.data?.myOrderReviews;
  const refetch = () => void query.refetch();

  let lead: string | null = null;
  if (reviews && !seller) {
    const open = reviews.lines.some((line) => line.canReview);
    lead =
      open && reviews.reviewableUntil
        ? t('order.until', { date: formatDate(reviews.reviewableUntil, locale, 'dateTime') })
        : reviews.lines.every((line) => line.review)
          ? null
          : t('order.closed');
  }
  const lines = seller ? reviews?.lines.filter((line) => line.review) : reviews?.lines;

  return (
    <section aria-labelledby="order-reviews" className="rounded-3xl bg-surface p-5 ring-1 ring-line sm:p-6">
      <h2 id="order-reviews" className="font-semibold text-ink">
        {t(seller ? 'order.sellerHeading' : 'order.heading')}
      </h2>
      {lead ? <p className="mt-1 text-muted text-sm">{lead}</p> : null}
      {!reviews ? (
        <div className="mt-4">
          <QueryFallback error={query.error} failedTitle={t('list.failed')} onRetry={refetch} />
        </div>
      ) : lines && lines.length > 0 ? (
        <ul className="mt-4 flex flex-col divide-y divide-line">
          {lines.map((line) => (
            <li key={line.orderLineId} className="py-5 first:pt-0 last:pb-0">
              <OrderReviewLine line={line} role={order.role} onChanged={refetch} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted text-sm">{t('order.sellerNone')}</p>
      )}
    </section>
  );
}
