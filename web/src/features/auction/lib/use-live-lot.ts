// A lot kept current on screen (decision 0028 §4): fetched from the network, then patched by the public live
// updates in `seq` order (lot-updates.ts); on a gap the lot and the first history page are refetched, and after
// a reconnect Apollo refetches every active query (create-apollo-client.ts), this one included. While the
// socket cannot open, the lot is polled every 10 s. The viewer's own standing (leading or outbid) is not in
// the public update: a viewer who has bid refetches the lot after each update.
import { useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveStatus } from '../../../lib/apollo/live-status.js';
import { AuctionBidsQuery, AuctionLotQuery, AuctionLotSubscription } from '../api/auction';
import { applyUpdate, type BidRow, clockOffset, type LotState, mergeRows } from './lot-updates';

export const HISTORY_PAGE = 10;
const POLL_MS = 10_000;

export type LiveLot = {
  lot: LotState | null;
  /** The query failed and nothing is shown yet. */
  failed: boolean;
  /** Auction clock minus this device's clock, in ms. */
  offsetMs: number;
  rows: BidRow[];
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** The end the last bid moved it to (anti-sniping), until the next change. */
  extendedTo: string | null;
  /** A lot from a mutation's answer (the bid just placed): shown when no older than what is shown. */
  accept: (lot: LotState) => void;
  refetch: () => void;
};

export function useLiveLot(goodsId: string): LiveLot {
  const client = useApolloClient();
  const live = useLiveStatus();
  const lotQuery = useQuery(AuctionLotQuery, {
    variables: { goodsId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: false,
    pollInterval: live === 'down' ? POLL_MS : 0,
  });
  const bidsQuery = useQuery(AuctionBidsQuery, {
    variables: { goodsId, first: HISTORY_PAGE },
    fetchPolicy: 'network-only',
  });
  const [lot, setLot] = useState<LotState | null>(null);
  // The state shown, read by the next update at once: two updates in one tick must not both see the older lot
  // (the second would look like a gap).
  const shown = useRef<LotState | null>(null);
  const show = useCallback((next: LotState) => {
    shown.current = next;
    setLot(next);
  }, []);
  const [offsetMs, setOffsetMs] = useState(0);
  const [liveRows, setLiveRows] = useState<BidRow[]>([]);
  const [older, setOlder] = useState<{ rows: BidRow[]; hasMore: boolean } | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [extendedTo, setExtendedTo] = useState<string | null>(null);

  const accept = useCallback(
    (next: LotState) => {
      const current = shown.current;
      if (current && current.goodsId === next.goodsId && current.seq > next.seq) return;
      show(next);
      setOffsetMs(clockOffset(next.serverTime, Date.now()));
    },
    [show],
  );

  const fetched = lotQuery.data?.auctionLot ?? null;
  useEffect(() => {
    if (fetched) accept(fetched);
  }, [fetched, accept]);

  const { refetch: refetchLot } = lotQuery;
  const { refetch: refetchBids } = bidsQuery;
  const refetch = useCallback(() => {
    void refetchLot().catch(() => {});
    void refetchBids().catch(() => {});
  }, [refetchLot, refetchBids]);

  // A polled or refetched lot with newer bids than the history shows: the first page again.
  const firstPage = bidsQuery.data?.auctionBids;
  const newestShown = Math.max(liveRows[0]?.seq ?? 0, firstPage?.bids[0]?.seq ?? 0);
  const fetchedSeq = fetched?.seq ?? 0;
  useEffect(() => {
    if (firstPage && fetchedSeq > newestShown) void refetchBids().catch(() => {});
  }, [fetchedSeq, newestShown, firstPage, refetchBids]);

  useSubscription(AuctionLotSubscription, {
    variables: { goodsId },
    onData: ({ data }) => {
      const update = data.data?.auctionLot;
      const current = shown.current;
      if (!update || !current) return;
      const outcome = applyUpdate(current, update);
      if (outcome.kind === 'ignore') return;
      if (outcome.kind === 'refetch') {
        refetch();
        return;
      }
      show(outcome.lot);
      setLiveRows((rows) => mergeRows(outcome.rows, rows));
      setExtendedTo(outcome.extended ? outcome.lot.endsAt : null);
      // The public update cannot say whether this viewer still leads.
      if (current.viewer?.max) void refetchLot().catch(() => {});
    },
  });

  const rows = mergeRows(liveRows, [...(firstPage?.bids ?? []), ...(older?.rows ?? [])]);
  const oldestShown = rows.at(-1)?.seq;
  const loadMore = useCallback(() => {
    const beforeSeq = oldestShown;
    if (!beforeSeq || loadingMore) return;
    setLoadingMore(true);
    client
      .query({
        query: AuctionBidsQuery,
        variables: { goodsId, first: HISTORY_PAGE, beforeSeq },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        const page = data?.auctionBids;
        if (page) setOlder({ rows: [...(older?.rows ?? []), ...page.bids], hasMore: page.hasMore });
      })
      .catch(() => {})
      .finally(() => setLoadingMore(false));
  }, [client, goodsId, older, oldestShown, loadingMore]);

  return {
    lot,
    failed: Boolean(lotQuery.error) && !lot,
    offsetMs,
    rows,
    hasMore: older ? older.hasMore : (firstPage?.hasMore ?? false),
    loadingMore,
    loadMore,
    extendedTo,
    accept,
    refetch,
  };
}
