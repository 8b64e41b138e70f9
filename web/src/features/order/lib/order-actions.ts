import type { OrderRole, OrderStatus } from '../../../graphql/generated/graphql';

/** What the viewer can do with an order: pay, cancel or confirm as its buyer, ship as its seller. */
export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'ship';

const BUYER: Partial<Record<OrderStatus, OrderAction[]>> = {
  AWAITING_PAYMENT: ['pay', 'cancel'],
  SHIPPED: ['confirm'],
};

const SELLER: Partial<Record<OrderStatus, OrderAction[]>> = {
  AWAITING_SHIPMENT: ['ship'],
};

/**
 * The actions nextland's `orderMachine` allows from `status` to this side (decision 0019): the buyer pays or
 * cancels an unpaid order and confirms a shipped one; the seller ships a paid one. The server still checks:
 * a stale page's button is answered with CONFLICT.
 */
export function orderActions(status: OrderStatus, role: OrderRole): readonly OrderAction[] {
  return (role === 'SELLER' ? SELLER : BUYER)[status] ?? [];
}
