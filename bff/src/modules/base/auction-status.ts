// nextland's lot status code (domain.md: 0 not started … 4 unsold) -> the schema's AuctionStatus; goods,
// release drafts and my bids all show it.
import type { AuctionStatus } from '../../generated/graphql.js';

const auctionStatuses: readonly AuctionStatus[] = [
  'NOT_STARTED',
  'BIDDING',
  'WON_AWAITING_PAYMENT',
  'COMPLETED',
  'UNSOLD',
];

export function toAuctionStatus(value: number): AuctionStatus {
  const status = auctionStatuses[value];
  if (!status) throw new Error(`Unknown auction status ${value}`);
  return status;
}
