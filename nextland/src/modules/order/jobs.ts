// The order job handlers (queues.ts). A job that finds its order already moved (paid before it expired,
// confirmed before auto-confirm) hits the move's 409, writes nothing and completes.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import { hasOpenAfterSale } from '../after-sale/service.js';
import { enqueue } from '../jobs/enqueue.js';
import { jobWorker } from '../jobs/queue.js';
import type { OrderContext } from './context.js';
import { cancelOrder, lockPayment, moveOrder, type OrderRow } from './moves.js';
import { type OrderJob, orderAutoConfirmQueue, orderExpireQueue } from './queues.js';
import { orders } from './schema.js';
import { OrderActor, OrderStatus } from './status.js';

async function withOrder(
  db: Db,
  orderId: number,
  work: (tx: Db, order: OrderRow) => Promise<unknown>,
  { paymentFirst = false } = {},
) {
  try {
    await db.transaction(async (tx) => {
      if (paymentFirst) {
        // A cancel locks the payment before the order (moves.ts, lockPayment).
        const [row] = await tx
          .select({ paymentId: orders.paymentId })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (!row) return;
        await lockPayment(tx, row.paymentId);
      }
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (order) await work(tx, order);
    });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/** Cancels an order still awaiting payment when its pay window has passed, and returns its units. */
export function expireOrder(db: Db, ctx: OrderContext, orderId: number) {
  return withOrder(
    db,
    orderId,
    (tx, order) =>
      cancelOrder(tx, ctx, order, {
        actor: OrderActor.SYSTEM,
        note: 'order.note.expired',
        params: { minutes: String(Math.round(ctx.payWindowSeconds / 60)) },
      }),
    { paymentFirst: true },
  );
}

/** How long a shipped order with an open after-sale request waits before auto-confirm looks again. */
const RECHECK_SECONDS = 86_400;

/**
 * Completes a shipped order the buyer did not confirm in time. While an after-sale request of it is open the
 * order stays shipped and the job comes back a day later (decision 0027 §3), in the same transaction.
 */
export function autoConfirmOrder(db: Db, ctx: OrderContext, orderId: number) {
  return withOrder(db, orderId, async (tx, order) => {
    if (order.status === OrderStatus.SHIPPED && (await hasOpenAfterSale(tx, order.id))) {
      const job: OrderJob = { orderId: order.id };
      await enqueue(tx, orderAutoConfirmQueue.name, job, { startAfter: RECHECK_SECONDS });
      return;
    }
    await moveOrder(tx, ctx, order, {
      to: OrderStatus.COMPLETED,
      actor: OrderActor.SYSTEM,
      note: 'order.note.autoConfirmed',
      onlyFrom: OrderStatus.SHIPPED,
      params: { days: String(Math.round(ctx.autoConfirmSeconds / 86_400)) },
      set: { completedAt: new Date() },
    });
  });
}

export function orderWorkers(db: Db, ctx: OrderContext) {
  return [
    jobWorker<OrderJob>(orderExpireQueue, (job) => expireOrder(db, ctx, job.data.orderId)),
    jobWorker<OrderJob>(orderAutoConfirmQueue, (job) => autoConfirmOrder(db, ctx, job.data.orderId)),
  ];
}
