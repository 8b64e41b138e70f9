// Every order status change goes through moveOrder: the conditional UPDATE of `transition()` and the
// timeline row in one transaction, then what others hear of it (effects.ts).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import type { MessageKey } from '../../lib/messages/index.js';
import { transition } from '../../lib/state-machine.js';

import { goods } from '../goods/schema.js';
import { moveGoods } from '../goods/service.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import { PaymentStatus } from '../payment/status.js';
import { payments } from '../purchase/schema.js';
import { cancelPendingPayment } from '../purchase/service.js';
import type { OrderContext } from './context.js';
import { returnEditions } from './editions.js';
import { announceMove } from './effects.js';
import { orderEvents, orderLines, orders } from './schema.js';
import { ORDER_STATUS_LABELS, type OrderActor, OrderStatus, orderMachine } from './status.js';

export type OrderRow = typeof orders.$inferSelect;

export type OrderMove = {
  to: OrderStatus;
  actor: OrderActor;
  /** The timeline note (an `order.note.*` message) and its parameters. */
  note: MessageKey;
  params?: Record<string, string>;
  set?: Partial<typeof orders.$inferInsert>;
  /**
   * The one status this action starts from, where the machine allows more: confirming receipt is 2 → 3
   * only, though a digital order's payment may move 0 → 3.
   */
  onlyFrom?: OrderStatus;
};

/**
 * Moves `order` (as read in this transaction) along orderMachine and records the step. An illegal move, or
 * one another transaction made first, is a 409 and nothing is written.
 */
export async function moveOrder(tx: Db, ctx: OrderContext, order: OrderRow, move: OrderMove) {
  if (move.onlyFrom !== undefined && order.status !== move.onlyFrom && order.status !== move.to) {
    throw new ConflictError('state.illegalMove', {
      from: { key: ORDER_STATUS_LABELS[order.status] },
      to: { key: ORDER_STATUS_LABELS[move.to] },
    });
  }
  const moved = await transition(tx, orderMachine, orders, {
    id: order.id,
    from: order.status,
    to: move.to,
    set: { ...move.set, updatedAt: new Date() },
  });
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromStatus: order.status,
    toStatus: move.to,
    actor: move.actor,
    noteKey: move.note,
    params: move.params ?? {},
  });
  await announceMove(tx, ctx, moved, move.params);
  return moved;
}

/**
 * Locks a payment's row. Whatever moves a payment's orders locks the payment first and its orders after (the
 * payment notification does the same), so two cancels of one payment's orders run one after the other and
 * the second sees the first: otherwise each saw the other's order still open and the payment stayed pending.
 */
export async function lockPayment(tx: Db, paymentId: number): Promise<void> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update');
}

/**
 * Cancels an order awaiting payment and returns its units in the same transaction, so they come back
 * exactly once (a second cancel is the 409 of the move, before any restock). Goods that had sold out go back
 * on sale. When no order of the payment is left to pay, the payment is cancelled too. The caller holds the
 * payment's lock (`lockPayment`), taken before the order's.
 */
export async function cancelOrder(
  tx: Db,
  ctx: OrderContext,
  order: OrderRow,
  move: Pick<OrderMove, 'actor' | 'note' | 'params'>,
) {
  const cancelled = await moveOrder(tx, ctx, order, {
    ...move,
    to: OrderStatus.CANCELLED,
    set: { cancelledAt: new Date() },
  });
  await restock(tx, order.id);
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.paymentId, order.paymentId), ne(orders.status, OrderStatus.CANCELLED)))
    .limit(1);
  if (!open) {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, order.paymentId)).for('update');
    if (payment?.status === PaymentStatus.PENDING) await cancelPendingPayment(tx, payment);
  }
  return cancelled;
}

/**
 * Closes a fully refunded order (the refund module decides when). An order still awaiting shipment never left
 * the seller, so its units go back on the shelf in the same transaction, as a cancel's do; shipped or received
 * goods come back only if the seller says so (by editing the stock), since a return may not be resaleable.
 */
export async function closeRefundedOrder(tx: Db, ctx: OrderContext, order: OrderRow, move: OrderMove) {
  const closed = await moveOrder(tx, ctx, order, move);
  if (order.status === OrderStatus.AWAITING_SHIPMENT) await restock(tx, order.id);
  return closed;
}

/**
 * Goods (or works) in id order, like checkout locks them: a cancel and a checkout never wait on each other in
 * a cycle. A digital order's lines give back editions.
 */
async function restock(tx: Db, orderId: number): Promise<void> {
  const lines = await tx
    .select({ goodsId: orderLines.goodsId, workId: orderLines.workId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.goodsId), asc(orderLines.workId));
  await returnEditions(tx, lines);
  for (const line of lines) {
    if (line.goodsId === null) continue;
    const [row] = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} + ${line.quantity}` }) // not an edit: see reserveStock
      // A won lot's goods (decision 0028 §3) were never counted out by its order: the auction decides them.
      .where(and(eq(goods.id, line.goodsId), ne(goods.saleType, SaleType.AUCTION)))
      .returning({ status: goods.status });
    if (row?.status === GoodsStatus.SOLD_OUT) await moveGoods(tx, line.goodsId, GoodsStatus.ON_SALE);
  }
}
