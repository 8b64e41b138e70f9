import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { PaymentsQuery } from '../api/payments.js';
import { useLiveOrders } from '../lib/use-live-orders.js';
import { PaymentCard } from './payment-card.js';

export const PAYMENTS_PAGE_SIZE = 10;

/** `/my/order/purchaseOrders`: the buyer's payments, one per checkout, newest first; pay a pending one. */
export function PaymentsPage() {
  const { t } = useTranslation('order');
  const { data, error, refetch, fetchMore } = useQuery(PaymentsQuery, {
    variables: { first: PAYMENTS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.payments;
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore } = useLoadMore(connection?.pageInfo, fetchMore, { onError: toastError });
  useLiveOrders();

  let content: ReactNode;
  if (!connection) {
    content = (
      <QueryFallback error={error} failedTitle={t('payments.loadFailed')} onRetry={() => void refetch()} />
    );
  } else if (connection.edges.length === 0) {
    content = <EmptyState title={t('payments.emptyTitle')} text={t('payments.emptyText')} />;
  } else {
    content = (
      <>
        <ul aria-label={t('payments.title')} className="flex flex-col gap-4">
          {connection.edges.map(({ node }) => (
            <PaymentCard key={node.id} payment={node} />
          ))}
        </ul>
        {connection.pageInfo.hasNextPage ? (
          <div className="flex justify-center">
            <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
              {t('payments.loadMore')}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to="/order" className="text-muted text-sm hover:text-ink">
        <span aria-hidden="true" className="mr-1">
          ←
        </span>
        {t('payments.back')}
      </Link>
      <header>
        <h1 className="font-semibold text-2xl text-ink">{t('payments.title')}</h1>
        <p className="mt-2 max-w-2xl text-muted">{t('payments.lead')}</p>
      </header>
      {content}
    </div>
  );
}
