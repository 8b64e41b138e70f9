// The `payment.refund` job and the provider's answer. Delivery is at least once and a provider may answer the
// same refund twice (a retried job, a repeated notification), so the answer is recorded only while the refund
// is still pending: a second answer finds it settled and changes nothing.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transition } from '../../lib/state-machine.js';
import { jobWorker } from '../jobs/queue.js';
import { recordRefund } from '../ledger/service.js';
import { orders } from '../order/schema.js';
import type { OrderContext } from '../order/service.js';
import { closeRefundedOrder } from '../order/service.js';
import { ORDER_PURPOSE, OrderActor, OrderStatus } from '../order/status.js';
import { RefundRefusedError, type RefundRequest, type RefundResult } from '../payment/provider.js';
import { paymentRefundQueue, type RefundJob } from '../payment/queue.js';
import { payments } from '../purchase/schema.js';
import { refunds } from './schema.js';
import { RefundStatus, refundMachine } from './status.js';

/** The provider has taken the refund but not finished it: the job fails and pg-boss asks again later. */
class RefundStillProcessingError extends Error {
  override name = 'RefundStillProcessingError';
}

export type RefundOutcome = 'applied' | 'processing' | 'failed' | 'duplicate' | 'unknown';

/** Asks the provider to pay back one refund row (once: the provider de-duplicates on `refund_key`). */
export async function runRefund(db: Db, ctx: OrderContext, refundRowId: number): Promise<RefundOutcome> {
  const [row] = await db
    .select({ refund: refunds, totalFen: payments.amountFen })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundRowId));
  if (!row) return 'unknown';
  if (row.refund.status !== RefundStatus.PENDING) return 'duplicate';
  // A refund the provider already took (it answered PROCESSING) is asked after, not asked for again.
  const { queryRefund } = ctx.provider;
  const accepted = row.refund.providerRefundId !== null && queryRefund !== undefined;
  let result: RefundResult;
  try {
    result = accepted
      ? await queryRefund.call(ctx.provider, row.refund.refundKey)
      : await ctx.provider.refund({
          paymentId: String(row.refund.paymentId),
          refundId: row.refund.refundKey,
          amountFen: row.refund.amountFen,
          totalFen: row.totalFen,
          reason:
            row.refund.afterSaleId !== null
              ? 'after-sale refund'
              : row.refund.depositId !== null
                ? 'auction deposit released'
                : 'order cancelled before payment arrived',
        });
  } catch (error) {
    if (!(error instanceof RefundRefusedError)) throw error;
    return recordRefundFailure(db, row.refund.refundKey);
  }
  const outcome = await recordRefundResult(db, ctx, row.refund.refundKey, result);
  if (outcome === 'processing') throw new RefundStillProcessingError(`refund ${row.refund.refundKey}`);
  return outcome;
}

/**
 * Records what the provider said of `refundKey` (from the job, or later from an asynchronous notification).
 * Locks the order, then the refund (the order's other writers lock the order first too). A refund that
 * succeeded may close its order.
 */
export async function recordRefundResult(
  db: Db,
  ctx: OrderContext,
  refundKey: string,
  result: RefundResult,
): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: refunds.orderId })
      .from(refunds)
      .where(eq(refunds.refundKey, refundKey));
    if (!found) return 'unknown';
    // A deposit's refund (decision 0028 §3) has no order: nothing to lock or close.
    const [order] =
      found.orderId === null
        ? [null]
        : await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [refund] = await tx.select().from(refunds).where(eq(refunds.refundKey, refundKey)).for('update');
    if (order === undefined || !refund || refund.status !== RefundStatus.PENDING) return 'duplicate';
    const now = new Date();
    if (result.status === 'PROCESSING') {
      await tx
        .update(refunds)
        .set({ providerRefundId: result.providerRefundId, updatedAt: now })
        .where(eq(refunds.id, refund.id));
      return 'processing';
    }
    await transition(tx, refundMachine, refunds, {
      id: refund.id,
      from: refund.status,
      to: RefundStatus.SUCCEEDED,
      set: { providerRefundId: result.providerRefundId, succeededAt: now, updatedAt: now },
    });
    // What went back for an order is taken from the seller's income (a deposit's own refund never was income).
    if (refund.orderId !== null) {
      await recordRefund(tx, {
        refundId: refund.id,
        subject: ORDER_PURPOSE,
        subjectId: refund.orderId,
        amountFen: refund.amountFen,
      });
    }
    if (order && refund.afterSaleId !== null) await closeWhenFullyRefunded(tx, ctx, order);
    return 'applied';
  });
}

/** The provider refused the refund for good: it moves to failed (visible on the request), once. */
export async function recordRefundFailure(db: Db, refundKey: string): Promise<RefundOutcome> {
  return db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.refundKey, refundKey)).for('update');
    if (!refund || refund.status !== RefundStatus.PENDING) return 'duplicate';
    await transition(tx, refundMachine, refunds, {
      id: refund.id,
      from: refund.status,
      to: RefundStatus.FAILED,
      set: { updatedAt: new Date() },
    });
    return 'failed';
  });
}

const REFUNDABLE: readonly OrderStatus[] = [
  OrderStatus.AWAITING_SHIPMENT,
  OrderStatus.SHIPPED,
  OrderStatus.COMPLETED,
];

/**
 * An order whose after-sale refunds that succeeded add up to what the buyer paid for it — its total, plus an
 * auction order's applied deposit, whose part comes back through the deposit's payment (rows of the order
 * too) — moves to closed. Each line's refunds never pass its ceiling (`paid_fen`, plus the deposit: the
 * after-sale module checks it) and the ceilings add up to that sum, so reaching it means every line is covered.
 */
async function closeWhenFullyRefunded(tx: Db, ctx: OrderContext, order: typeof orders.$inferSelect) {
  if (!REFUNDABLE.includes(order.status)) return;
  const [sum] = await tx
    .select({ fen: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.status, RefundStatus.SUCCEEDED),
        isNotNull(refunds.afterSaleId),
      ),
    );
  if (Number(sum?.fen ?? 0) < order.totalFen + order.depositFen) return;
  await closeRefundedOrder(tx, ctx, order, {
    to: OrderStatus.CLOSED,
    actor: OrderActor.SYSTEM,
    note: 'order.note.closed',
  });
}

/** A job written before refunds had rows carried the provider's request itself. */
type LegacyRefundJob = RefundRequest;

export function refundWorker(db: Db, ctx: OrderContext) {
  return jobWorker<RefundJob | LegacyRefundJob>(paymentRefundQueue, async (job) => {
    if ('refundRowId' in job.data) await runRefund(db, ctx, job.data.refundRowId);
    else await ctx.provider.refund(job.data);
  });
}
