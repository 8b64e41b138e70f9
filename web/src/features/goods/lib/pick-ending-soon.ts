import type { AuctionStatus } from '../../../graphql/generated/graphql';

type AuctionLike = { id: string; auction?: { endsAt: string; status: AuctionStatus } | null };

/**
 * Auctions still open for bids, soonest end first. Uses the lot status rather than the clock
 * so the server and the hydrating browser pick the same cards.
 */
export function pickEndingSoon<T extends AuctionLike>(records: readonly T[], count: number): T[] {
  return records
    .filter((record) => record.auction?.status === 'BIDDING')
    .sort((a, b) => Date.parse(a.auction?.endsAt ?? '') - Date.parse(b.auction?.endsAt ?? ''))
    .slice(0, count);
}
