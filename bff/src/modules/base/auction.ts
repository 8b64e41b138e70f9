// nextland's lot state -> the schema's Auction and AuctionStatus (docs/domain.md#lots: 0 not started …
// 4 unsold): goods, the seller's managed items, release drafts and my bids all show it.
import type { AuctionStatus } from '../../generated/graphql.js';
import type { AuctionDto } from '../../rest/contract.js';
import { toMoney } from './money.js';

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

export function toAuction(auction: AuctionDto) {
  return {
    ...auction,
    status: toAuctionStatus(auction.status),
    startPrice: toMoney(auction.startPrice),
    currentPrice: toMoney(auction.currentPrice),
    increment: toMoney(auction.increment),
  };
}
