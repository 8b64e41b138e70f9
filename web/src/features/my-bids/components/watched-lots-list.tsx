import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { QueryFallback } from '../../../components/ui/query-fallback.js';
import { useLoadMore } from '../../../lib/apollo/use-load-more.js';
import { useRequestErrorToast } from '../../../lib/graphql/use-request-error-toast.js';
import { WatchedLotsQuery } from '../api/watched-lots.js';
import { LotRow } from './lot-row.js';

const PAGE_SIZE = 20;

/** The watch list: collected lots with their current price and end, newest collect first. */
export function WatchedLotsList() {
  const { t } = useTranslation('my');
  const { data, error, refetch, fetchMore } = useQuery(WatchedLotsQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = data?.goodsConnection;
  const toastError = useRequestErrorToast();
  const { loadMore, loadingMore } = useLoadMore(connection?.pageInfo, fetchMore, { onError: toastError });
  if (!connection) {
    return <QueryFallback error={error} failedTitle={t('bids.loadFailed')} onRetry={() => void refetch()} />;
  }
  const lots = connection.edges.flatMap(({ node }) =>
    node.auction ? [{ ...node, auction: node.auction }] : [],
  );
  if (lots.length === 0) return <EmptyState title={t('bids.empty.WATCHING')} text={t('bids.watchText')} />;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-3" data-testid="watched-lots">
        {lots.map((lot) => (
          <LotRow
            key={lot.id}
            goodsId={lot.id}
            title={lot.title}
            cover={lot.cover}
            currentPrice={lot.auction.currentPrice}
            endsAt={lot.auction.endsAt}
            lotStatus={lot.auction.status}
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
