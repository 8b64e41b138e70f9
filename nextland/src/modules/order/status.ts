// Order status codes (docs/domain.md#orders), who moved an order, and the order lifecycle as data
// (decision 0019).
import { defineStateMachine } from '../../lib/state-machine.js';

export const OrderStatus = {
  AWAITING_PAYMENT: 0,
  AWAITING_SHIPMENT: 1,
  SHIPPED: 2,
  COMPLETED: 3,
  CANCELLED: 4,
  CLOSED: 5,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** `payments.purpose` of orders' payments, and the ledger's subject for an order's income (issue 26). */
export const ORDER_PURPOSE = 'order';

export const OrderActor = { BUYER: 0, SELLER: 1, SYSTEM: 2 } as const;
export type OrderActor = (typeof OrderActor)[keyof typeof OrderActor];

const { AWAITING_PAYMENT, AWAITING_SHIPMENT, SHIPPED, COMPLETED, CANCELLED, CLOSED } = OrderStatus;

/**
 * Paid (→ awaiting shipment, or straight to completed when digital), cancelled by the buyer or the pay
 * window; shipped by the seller; completed by the buyer or auto-confirm; closed once after-sales refunds
 * cover what was paid (decision 0027 §3). Awaiting shipment → cancelled is not allowed yet.
 */
export const ORDER_STATUS_LABELS = {
  [AWAITING_PAYMENT]: 'status.order.awaitingPayment',
  [AWAITING_SHIPMENT]: 'status.order.awaitingShipment',
  [SHIPPED]: 'status.order.shipped',
  [COMPLETED]: 'status.order.completed',
  [CANCELLED]: 'status.order.cancelled',
  [CLOSED]: 'status.order.closed',
} as const;

export const orderMachine = defineStateMachine<OrderStatus>({
  moves: {
    [AWAITING_PAYMENT]: [AWAITING_SHIPMENT, COMPLETED, CANCELLED],
    [AWAITING_SHIPMENT]: [SHIPPED, CLOSED],
    [SHIPPED]: [COMPLETED, CLOSED],
    [COMPLETED]: [CLOSED],
    [CANCELLED]: [],
    [CLOSED]: [],
  },
  labels: ORDER_STATUS_LABELS,
});
