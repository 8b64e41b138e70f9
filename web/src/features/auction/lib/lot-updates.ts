// How a live update meets what the panel shows (decision 0028 §4). Every update carries the lot's `seq` (the
// last history row's number, gapless from 1) and the rows it added. An update no newer than the state shown is
// ignored (a late duplicate, or one already reflected by a refetch); one whose first row is not the next
// number means updates were missed: the lot is refetched rather than patched, so a lost event never leaves a
// stale leader on screen. Openings and closes keep `seq` and apply when they change the status.
import type {
  AuctionBidFieldsFragment,
  AuctionLotFieldsFragment,
  AuctionLotUpdatesSubscription,
} from '../../../graphql/generated/graphql';

export type LotState = AuctionLotFieldsFragment;
export type LotUpdate = AuctionLotUpdatesSubscription['auctionLot'];
export type BidRow = AuctionBidFieldsFragment;

export type UpdateOutcome =
  | { kind: 'ignore' }
  | { kind: 'refetch' }
  | {
      kind: 'apply';
      lot: LotState;
      /** History rows to put on top, newest first. */
      rows: BidRow[];
      /** The end moved later (a bid in the last minutes: anti-sniping). */
      extended: boolean;
    };

export function applyUpdate(shown: LotState, update: LotUpdate): UpdateOutcome {
  if (update.goodsId !== shown.goodsId) return { kind: 'ignore' };
  const added = update.bids.length;
  if (added === 0) {
    // An opening or a close: same seq, a new status. Older than what is shown: ignore; newer: refetch.
    if (update.seq < shown.seq || (update.seq === shown.seq && update.status === shown.status)) {
      return { kind: 'ignore' };
    }
    if (update.seq > shown.seq) return { kind: 'refetch' };
  } else {
    if (update.seq <= shown.seq) return { kind: 'ignore' };
    if (update.seq - added > shown.seq) return { kind: 'refetch' };
  }
  const lot: LotState = {
    ...shown,
    seq: update.seq,
    status: update.status,
    price: update.price,
    minimumNext: update.minimumNext,
    bidCount: update.bidCount,
    endsAt: update.endsAt,
    reserveMet: update.reserveMet,
    leader: update.leader,
  };
  // Rows an earlier state already holds (an update overlapping a refetch) are not repeated.
  const rows = update.bids.filter((row) => row.seq > shown.seq);
  return { kind: 'apply', lot, rows, extended: Date.parse(update.endsAt) > Date.parse(shown.endsAt) };
}

/**
 * Rows newest first without duplicates: live rows on top of the pages fetched. Of two copies of a row the
 * fetched one wins where it knows whether the row is the viewer's (a live row, the same for everyone, cannot).
 */
export function mergeRows(top: BidRow[], rest: BidRow[]): BidRow[] {
  const bySeq = new Map<number, BidRow>();
  for (const row of [...top, ...rest]) {
    const kept = bySeq.get(row.seq);
    if (!kept || (kept.mine === null && row.mine !== null)) bySeq.set(row.seq, row);
  }
  return [...bySeq.values()].sort((a, b) => b.seq - a.seq);
}

/** The auction clock's offset from this device's: the server's `serverTime` minus the moment it arrived. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isFinite(server) ? server - receivedAt : 0;
}
