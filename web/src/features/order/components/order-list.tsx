import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClassName } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { LocalizedLink } from '../../../components/ui/localized-link.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { OrderRole } from '../../../graphql/generated/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { useInfiniteScroll } from '../../../lib/hooks/use-infinite-scroll.js';
import { OrdersQuery } from '../api/orders.js';
import { type StatusTab, statusOfTab } from '../lib/order-filters.js';
import { OrderCard } from './order-card.js';

export const ORDERS_PAGE_SIZE = 10;

/**
 * One side's orders in one status: cards, the next page near the bottom (infinite scroll) or with the
 * button (keyboard users and a failed page), and an empty state per tab.
 */
export function OrderList({ role, tab }: { role: OrderRole; tab: StatusTab }) {
  const { t } = useTranslation('order');
  const { data, error, loading, refetch, fetchMore } = useQuery(OrdersQuery, {
    variables: { role, status: statusOfTab(tab), first: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.orders;
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore, loadMoreError } = useLoadMore(connection?.pageInfo, fetchMore, {
    onError: toastError,
  });
  const finished = !connection?.pageInfo.hasNextPage;
  useInfiniteScroll({
    loading: loading || loadingMore || Boolean(loadMoreError),
    finished,
    onLoadMore: () => void loadMore(),
  });

  if (!connection) {
    return <QueryFallback error={error} failedTitle={t('list.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (connection.edges.length === 0) {
    return (
      <EmptyState
        title={t(`list.empty.${role}.${tab}`)}
        text={t('list.empty.text')}
        action={
          role === 'BUYER' ? (
            <LocalizedLink href="/goods" className={buttonClassName('secondary')}>
              {t('list.browse')}
            </LocalizedLink>
          ) : null
        }
      />
    );
  }
  return (
    <>
      <ul aria-label={t(`tabs.${tab}`)} className="flex flex-col gap-4">
        {connection.edges.map(({ node }) => (
          <OrderCard key={node.id} order={node} role={role} />
        ))}
      </ul>
      <div role="status" className="flex min-h-12 justify-center text-muted text-sm">
        {connection.pageInfo.hasNextPage ? (
          <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
            {loadingMore ? t('list.loadingMore') : t('list.loadMore')}
          </Button>
        ) : connection.edges.length > ORDERS_PAGE_SIZE ? (
          <span className="py-2 text-subtle">{t('list.end')}</span>
        ) : null}
      </div>
    </>
  );
}
