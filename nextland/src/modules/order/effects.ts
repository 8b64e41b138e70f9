// What an order change tells others: jobs for later, messages and live events, all through the outbox in
// the caller's transaction (decision 0008), so they exist exactly when the change commits.
import type { Db } from '../../db/client.js';
import { formatMoney } from '../../lib/money.js';
import { publishAfterCommit, publishJob } from '../events/service.js';
import { enqueue, type OutboxJob } from '../jobs/enqueue.js';
import { type MessageKind, messageJob, sendMessage } from '../message/service.js';
import type { OrderContext } from './context.js';
import { type OrderJob, orderAutoConfirmQueue, orderExpireQueue } from './queues.js';
import type { orders } from './schema.js';
import { OrderStatus } from './status.js';

type OrderRow = typeof orders.$inferSelect;

/** Messages are stored with their parameters and written in the reader's language; money in zh-CN form. */
function paramsOf(
  order: Pick<OrderRow, 'orderNumber' | 'totalFen'>,
  extra: Record<string, string> = {},
): Record<string, string> {
  return { orderNumber: order.orderNumber, total: formatMoney(order.totalFen, 'zh-cn'), ...extra };
}

async function publishBoth(tx: Db, type: 'order.created' | 'order.updated', order: OrderRow) {
  const data = { orderId: String(order.id), status: order.status };
  await publishAfterCommit(tx, type, order.buyerId, { ...data, role: 'buyer' });
  await publishAfterCommit(tx, type, order.sellerId, { ...data, role: 'seller' });
}

/** What `createdJobs` needs of a new order: its ids are taken before its row is written (order-ids.ts). */
export type CreatedOrder = Pick<
  OrderRow,
  'id' | 'orderNumber' | 'buyerId' | 'sellerId' | 'totalFen' | 'status'
>;

/**
 * New orders' jobs (one checkout's): each one's expiry job, the buyer's message and both parties' live events,
 * for the caller to write with the orders in one statement (write-orders.ts).
 */
export function createdJobs(ctx: OrderContext, created: CreatedOrder[]): OutboxJob[] {
  const minutes = String(Math.round(ctx.payWindowSeconds / 60));
  return created.flatMap((order): OutboxJob[] => {
    const job: OrderJob = { orderId: order.id };
    const data = { orderId: String(order.id), status: order.status };
    return [
      { name: orderExpireQueue.name, data: job, options: { startAfter: ctx.payWindowSeconds } },
      messageJob(order.buyerId, 'orderCreated', paramsOf(order, { minutes })),
      publishJob('order.created', order.buyerId, { ...data, role: 'buyer' }),
      publishJob('order.created', order.sellerId, { ...data, role: 'seller' }),
    ];
  });
}

/** Who hears of a move, by the status it reached (the one who made it already knows). */
const MESSAGES: Partial<Record<OrderStatus, { to: 'buyer' | 'seller' | 'both'; kind: MessageKind }>> = {
  [OrderStatus.AWAITING_SHIPMENT]: { to: 'seller', kind: 'orderPaid' },
  [OrderStatus.SHIPPED]: { to: 'buyer', kind: 'orderShipped' },
  [OrderStatus.CANCELLED]: { to: 'both', kind: 'orderCancelled' },
  [OrderStatus.COMPLETED]: { to: 'seller', kind: 'orderCompleted' },
  [OrderStatus.CLOSED]: { to: 'both', kind: 'orderClosed' },
};

/** A move: messages, live events, and the auto-confirm job when it shipped. */
export async function announceMove(
  tx: Db,
  ctx: OrderContext,
  order: OrderRow,
  params: Record<string, string> = {},
): Promise<void> {
  if (!ctx.outbox) return;
  const message = MESSAGES[order.status];
  if (message) {
    const to = message.to === 'both' ? [order.buyerId, order.sellerId] : [order[`${message.to}Id`]];
    for (const customerId of to) await sendMessage(tx, customerId, message.kind, paramsOf(order, params));
  }
  if (order.status === OrderStatus.SHIPPED) {
    const job: OrderJob = { orderId: order.id };
    await enqueue(tx, orderAutoConfirmQueue.name, job, { startAfter: ctx.autoConfirmSeconds });
  }
  await publishBoth(tx, 'order.updated', order);
}

/** A payment that arrived for an order already cancelled: the buyer learns the money goes back. */
export async function announceRefund(tx: Db, ctx: OrderContext, order: OrderRow): Promise<void> {
  if (!ctx.outbox) return;
  await sendMessage(tx, order.buyerId, 'orderRefunded', paramsOf(order));
}
