import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import { WatchedLotsQuery } from '../api/watched-lots.js';
import { LotRow } from './lot-row.js';

const PAGE_SIZE = 20;

/** The watch list: collected lots with their current price and end, newest collect first. */
export function WatchedLotsList() {
  const { t } = useTranslation('my');
  const query = useQuery(WatchedLotsQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const connection = query.data?.goodsConnection;
  // Only lots with an auction are shown: the list's items are those.
  const lots = connection && {
    ...connection,
    edges: connection.edges.flatMap(({ node }) =>
      node.auction ? [{ node: { ...node, auction: node.auction } }] : [],
    ),
  };
  return (
    <ConnectionList
      connection={lots}
      query={query}
      failedTitle={t('bids.loadFailed')}
      empty={<EmptyState title={t('bids.empty.WATCHING')} text={t('bids.watchText')} />}
      more={{ label: t('bids.loadMore') }}
      className="flex flex-col gap-4"
    >
      {(lots) => (
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
      )}
    </ConnectionList>
  );
}
