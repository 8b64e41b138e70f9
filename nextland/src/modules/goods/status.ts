// Status codes of goods and auction lots (docs/domain.md#item-status, #lots), named: code never compares
// against a bare number.
import { defineStateMachine } from '../../lib/state-machine.js';

export const GoodsStatus = {
  DRAFT: 0,
  UNDER_REVIEW: 1,
  REJECTED: 2,
  ON_SALE: 3,
  OFF_SALE: 4,
  SOLD_OUT: 5,
} as const;
export type GoodsStatus = (typeof GoodsStatus)[keyof typeof GoodsStatus];

export const SaleType = { FIXED_PRICE: 0, AUCTION: 1 } as const;
export type SaleType = (typeof SaleType)[keyof typeof SaleType];

export const AuctionLotStatus = {
  NOT_STARTED: 0,
  BIDDING: 1,
  WON_AWAITING_PAYMENT: 2,
  COMPLETED: 3,
  UNSOLD: 4,
} as const;
export type AuctionLotStatus = (typeof AuctionLotStatus)[keyof typeof AuctionLotStatus];

const { DRAFT, UNDER_REVIEW, REJECTED, ON_SALE, OFF_SALE, SOLD_OUT } = GoodsStatus;

/**
 * Release sends a draft, rejected or off-sale item to review, or straight on sale (officials, auto-approved
 * categories); review approves or rejects; on sale it may be taken off the shelf or sell out; a sold-out item
 * goes back on sale when units return (a cancelled order restocks).
 */
export const goodsMachine = defineStateMachine<GoodsStatus>({
  moves: {
    [DRAFT]: [UNDER_REVIEW, ON_SALE],
    [UNDER_REVIEW]: [ON_SALE, REJECTED],
    [REJECTED]: [UNDER_REVIEW, ON_SALE],
    // Back to review: an edit of what the official approved (decision 0027 §1).
    [ON_SALE]: [OFF_SALE, SOLD_OUT, UNDER_REVIEW],
    // An auction's goods (decision 0028 §3): off sale when the winner did not pay, sold again by a second chance.
    [OFF_SALE]: [UNDER_REVIEW, ON_SALE, SOLD_OUT],
    [SOLD_OUT]: [ON_SALE, OFF_SALE],
  },
  labels: {
    [DRAFT]: 'status.goods.draft',
    [UNDER_REVIEW]: 'status.goods.underReview',
    [REJECTED]: 'status.goods.rejected',
    [ON_SALE]: 'status.goods.onSale',
    [OFF_SALE]: 'status.goods.offSale',
    [SOLD_OUT]: 'status.goods.soldOut',
  },
});

/** Goods may be deleted only while nobody can buy them (and, once orders exist, with none unfinished). */
export const DELETABLE_GOODS_STATUSES: readonly GoodsStatus[] = [DRAFT, REJECTED, OFF_SALE];

/**
 * A lot (decision 0028): not started → bidding at its start (or its first bid); it closes won (awaiting the
 * winner's payment) or unsold; a withdrawn lot without bids ends unsold at once. A won lot completes when its
 * order is paid, or lapses unsold; an unsold lot may go to a second-chance bidder, or be released again (a new
 * round, not started).
 */
export const lotMachine = defineStateMachine<AuctionLotStatus>({
  moves: {
    [AuctionLotStatus.NOT_STARTED]: [AuctionLotStatus.BIDDING, AuctionLotStatus.UNSOLD],
    [AuctionLotStatus.BIDDING]: [AuctionLotStatus.WON_AWAITING_PAYMENT, AuctionLotStatus.UNSOLD],
    [AuctionLotStatus.WON_AWAITING_PAYMENT]: [AuctionLotStatus.COMPLETED, AuctionLotStatus.UNSOLD],
    [AuctionLotStatus.COMPLETED]: [],
    [AuctionLotStatus.UNSOLD]: [AuctionLotStatus.WON_AWAITING_PAYMENT, AuctionLotStatus.NOT_STARTED],
  },
  labels: {
    [AuctionLotStatus.NOT_STARTED]: 'status.lot.notStarted',
    [AuctionLotStatus.BIDDING]: 'status.lot.bidding',
    [AuctionLotStatus.WON_AWAITING_PAYMENT]: 'status.lot.wonAwaitingPayment',
    [AuctionLotStatus.COMPLETED]: 'status.lot.completed',
    [AuctionLotStatus.UNSOLD]: 'status.lot.unsold',
  },
});
