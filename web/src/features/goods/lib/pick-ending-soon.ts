type AuctionLike = { id: string; auction?: { endsAt: string; status: number } | null };

/**
 * Auctions still open for bids (status 1), soonest end first. Uses the lot status rather than the clock
 * so the server and the hydrating browser pick the same cards.
 */
export function pickEndingSoon<T extends AuctionLike>(records: readonly T[], count: number): T[] {
  return records
    .filter((record) => record.auction?.status === 1)
    .sort((a, b) => Date.parse(a.auction?.endsAt ?? '') - Date.parse(b.auction?.endsAt ?? ''))
    .slice(0, count);
}
