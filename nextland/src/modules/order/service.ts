// What buyers and sellers do to their orders: each is one transaction around one move of orderMachine.
import type { CarrierCode } from '@nextland/rules';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { hasRefundOnlyAwaitingSeller } from '../after-sale/service.js';
import type { OrderContext } from './context.js';
import type { OrderDto } from './dto.js';
import { cancelOrder, lockPayment, moveOrder } from './moves.js';
import { orderDetail, ownOrder } from './queries.js';
import { OrderActor, OrderStatus } from './status.js';

/** The buyer cancels an order awaiting payment; its units return in the same transaction. */
export async function cancelByBuyer(db: Db, ctx: OrderContext, lang: Lang, userId: number, id: string) {
  const viewer = { id: userId, role: 'buyer' as const };
  await db.transaction(async (tx) => {
    // The payment's lock first, then the order's (moves.ts, lockPayment).
    await lockPayment(tx, (await ownOrder(tx, viewer, id)).paymentId);
    const order = await ownOrder(tx, viewer, id, true);
    await cancelOrder(tx, ctx, order, { actor: OrderActor.BUYER, note: 'order.note.cancelledByBuyer' });
  });
  return orderDetail(db, lang, viewer, id);
}

/** The buyer confirms receipt of a shipped order. */
export async function confirmReceipt(db: Db, ctx: OrderContext, lang: Lang, userId: number, id: string) {
  const viewer = { id: userId, role: 'buyer' as const };
  await db.transaction(async (tx) => {
    const order = await ownOrder(tx, viewer, id, true);
    await moveOrder(tx, ctx, order, {
      to: OrderStatus.COMPLETED,
      actor: OrderActor.BUYER,
      note: 'order.note.confirmed',
      onlyFrom: OrderStatus.SHIPPED,
      set: { completedAt: new Date() },
    });
  });
  return orderDetail(db, lang, viewer, id);
}

/** The seller ships an order awaiting shipment; it completes itself `autoConfirmSeconds` later. */
export async function shipOrder(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  id: string,
  shipment: { carrierCode: CarrierCode; trackingNumber: string },
): Promise<OrderDto> {
  const viewer = { id: userId, role: 'seller' as const };
  await db.transaction(async (tx) => {
    const order = await ownOrder(tx, viewer, id, true);
    // The order's lock is held: a refund-only request cannot arrive between this check and the move.
    if (order.status === OrderStatus.AWAITING_SHIPMENT && (await hasRefundOnlyAwaitingSeller(tx, order.id)))
      throw new AppError(409, 'order.refundRequestPending');
    const shippedAt = new Date();
    await moveOrder(tx, ctx, order, {
      to: OrderStatus.SHIPPED,
      actor: OrderActor.SELLER,
      note: 'order.note.shipped',
      params: { carrier: shipment.carrierCode, trackingNumber: shipment.trackingNumber },
      set: {
        ...shipment,
        shippedAt,
        autoConfirmAt: new Date(shippedAt.getTime() + ctx.autoConfirmSeconds * 1000),
      },
    });
  });
  return orderDetail(db, lang, viewer, id);
}

// What auctions (decision 0028 §3) build on: a won lot becomes a normal order, priced and paid as checkout's.
export { type AddressRow, addressFor, noPostageRules } from './checkout-input.js';
// What other modules (after-sales, refunds) use of orders.
export type { OrderContext } from './context.js';
export { cancelOrder, closeRefundedOrder, lockPayment, type OrderRow } from './moves.js';
export { paymentDtoOf, paymentView } from './payment-view.js';
export { FLAT_POSTAGE_FEN, type PricedCheckout, ruleApplies } from './pricing.js';
export { orderContextOf } from './purchase-kind.js';
export { ownOrder } from './queries.js';
export { ORDER_PURPOSE } from './status.js';
export { carrierName } from './view.js';
export { writeOrders } from './write-orders.js';
