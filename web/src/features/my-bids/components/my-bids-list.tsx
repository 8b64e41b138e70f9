import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ConnectionList } from '../../../components/connection-list/connection-list.js';
import { EmptyState } from '../../../components/ui/empty-state.js';
import type { MyBidStatus } from '../../../graphql/generated/graphql';
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
  const query = useQuery(MyBidsQuery, {
    variables: { status, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <ConnectionList
      connection={query.data?.myBids}
      query={query}
      failedTitle={t('bids.loadFailed')}
      empty={<EmptyState title={t(`bids.empty.${status}`)} text={t('bids.emptyText')} />}
      more={{ label: t('bids.loadMore') }}
      className="flex flex-col gap-4"
    >
      {(nodes) => (
        <ul className="flex flex-col gap-3" data-testid="my-bids">
          {nodes.map((node) => (
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
      )}
    </ConnectionList>
  );
}
