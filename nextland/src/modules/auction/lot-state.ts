// A lot's row as the bid rules see it (resolve.ts), and its extension rule.
import type { auctionLots } from '../goods/schema.js';
import type { LadderBand, LotState } from './resolve.js';

export type LotRow = typeof auctionLots.$inferSelect;

/**
 * A bid in the last five minutes pushes the end five minutes further (anti-sniping: docs/domain.md#bidding).
 */
export const EXTENSION_MS = 5 * 60 * 1000;

export function ladderOf(row: LotRow): LadderBand[] {
  return row.ladder?.length ? row.ladder : [{ fromFen: 0, incrementFen: row.increment }];
}

export function lotStateOf(row: LotRow): LotState {
  return {
    // Lots written before bidding existed (the demo seed's) carry a price above the start with no leader: the
    // first real bid starts from that price, so a price never goes down.
    startPriceFen: row.leaderId === null ? Math.max(row.startPrice, row.currentPrice) : row.startPrice,
    priceFen: row.currentPrice,
    reserveFen: row.reserveFen,
    ladder: ladderOf(row),
    leader:
      row.leaderId !== null && row.leaderMaxFen !== null
        ? { bidderId: row.leaderId, maxFen: row.leaderMaxFen }
        : null,
  };
}

/** The end after a bid accepted at `at`: extended when it came within the last five minutes. */
export function endAfterBid(endsAt: Date, at: Date): Date {
  return endsAt.getTime() - at.getTime() < EXTENSION_MS ? new Date(endsAt.getTime() + EXTENSION_MS) : endsAt;
}
