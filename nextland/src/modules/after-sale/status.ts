// After-sale codes (docs/domain.md#after-sales, decision 0027 §3) and the request's lifecycle as data.
import { defineStateMachine } from '../../lib/state-machine.js';

export const AfterSaleType = { REFUND_ONLY: 1, RETURN_AND_REFUND: 2 } as const;
export type AfterSaleType = (typeof AfterSaleType)[keyof typeof AfterSaleType];

export const AfterSaleStatus = {
  AWAITING_SELLER: 0,
  AWAITING_RETURN: 1,
  AWAITING_RECEIPT: 2,
  REFUNDED: 3,
  REJECTED: 4,
  WITHDRAWN: 5,
} as const;
export type AfterSaleStatus = (typeof AfterSaleStatus)[keyof typeof AfterSaleStatus];

/** A request in one of these still holds its lines: no second request for them, and its amounts are spoken for. */
export const OPEN_AFTER_SALE = [
  AfterSaleStatus.AWAITING_SELLER,
  AfterSaleStatus.AWAITING_RETURN,
  AfterSaleStatus.AWAITING_RECEIPT,
] as const;

export const AfterSaleActor = { BUYER: 0, SELLER: 1, SYSTEM: 2 } as const;
export type AfterSaleActor = (typeof AfterSaleActor)[keyof typeof AfterSaleActor];

/** Why the buyer asks; the web shows them translated (`afterSale.reason.<code>`). */
export const AFTER_SALE_REASONS = [
  'notReceived',
  'notAsDescribed',
  'damaged',
  'wrongItem',
  'qualityIssue',
  'changedMind',
  'other',
] as const;

const { AWAITING_SELLER, AWAITING_RETURN, AWAITING_RECEIPT, REFUNDED, REJECTED, WITHDRAWN } = AfterSaleStatus;

export const AFTER_SALE_STATUS_LABELS = {
  [AWAITING_SELLER]: 'status.afterSale.awaitingSeller',
  [AWAITING_RETURN]: 'status.afterSale.awaitingReturn',
  [AWAITING_RECEIPT]: 'status.afterSale.awaitingReceipt',
  [REFUNDED]: 'status.afterSale.refunded',
  [REJECTED]: 'status.afterSale.rejected',
  [WITHDRAWN]: 'status.afterSale.withdrawn',
} as const;

/**
 * The seller (or the clock) decides a new request: a refund only is refunded at once, a return waits for the
 * goods; the buyer may withdraw until the return is on its way; the seller's receipt of it refunds.
 */
export const afterSaleMachine = defineStateMachine<AfterSaleStatus>({
  moves: {
    [AWAITING_SELLER]: [AWAITING_RETURN, REFUNDED, REJECTED, WITHDRAWN],
    [AWAITING_RETURN]: [AWAITING_RECEIPT, WITHDRAWN],
    [AWAITING_RECEIPT]: [REFUNDED],
    [REFUNDED]: [],
    [REJECTED]: [],
    [WITHDRAWN]: [],
  },
  labels: AFTER_SALE_STATUS_LABELS,
});

/** The seller's time to answer a new request before it is approved for them (docs/domain.md#after-sales). */
export const SELLER_ANSWER_SECONDS = 3 * 86_400;
/** How long after an order completes its buyer may still ask (docs/domain.md#after-sales). */
export const AFTER_SALE_WINDOW_DAYS = 7;
