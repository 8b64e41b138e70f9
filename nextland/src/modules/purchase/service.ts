// The purchase pipeline's public face (issue 26): what a kind of sale uses to plug in. docs/purchase-pipeline.md.
export type { IncomeLine } from '../ledger/service.js';
export type { PurchaseContext } from './context.js';
export { type PaymentRow, type PurchaseKind, PurchaseKinds } from './kinds.js';
export { openPayment, openPaymentRow } from './open.js';
export {
  cancelPendingPayment,
  paymentOfKey,
  repeatedPayment,
  startPayment,
} from './start.js';
export { addPaymentWrites } from './statement.js';
