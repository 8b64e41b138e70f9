import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import type { MyBidStatus } from '../../../graphql/generated/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { MyBidsQuery } from '../api/my-bids.js';
import { LotRow } from './lot-row.js';

const PAGE_SIZE = 20;
const TONES: Record<MyBidStatus, string> = {
  LEADING: 'bg-accent/15 text-accent',
  OUTBID: 'bg-danger/15 text-danger',
  WON: 'bg-accent/15 text-accent',
  LOST: 'bg-white/5 text-muted',
};

/** One standing's lots, newest activity first, with the viewer's maximum. */
export function MyBidsList({ status }: { status: MyBidStatus }) {
  const { t } = useTranslation('my');
  const { data, error, refetch, fetchMore } = useQuery(MyBidsQuery, {
    variables: { status, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.myBids;
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore } = useLoadMore(connection?.pageInfo, fetchMore, { onError: toastError });
  if (!connection) {
    return <QueryFallback error={error} failedTitle={t('bids.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (connection.edges.length === 0) {
    return <EmptyState title={t(`bids.empty.${status}`)} text={t('bids.emptyText')} />;
  }
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="my-bids">
        {connection.edges.map(({ node }) => (
          <LotRow
            key={node.lotId}
            {...node}
            badge={
              <span className={`rounded-full px-2 py-0.5 text-xs ${TONES[node.myStatus]}`}>
                {t(`bids.tabs.${node.myStatus}`)}
              </span>
            }
          />
        ))}
      </ul>
      {connection.pageInfo.hasNextPage ? (
        <div className="flex justify-center">
          <Button variant="secondary" loading={loadingMore} onClick={() => void loadMore()}>
            {t('bids.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
