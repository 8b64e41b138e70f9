// Writing a refund: the row and its `payment.refund` job, in the caller's transaction (decision 0027 §3), so
// the job exists exactly when the decision that owes the money commits.
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DepositStatus, deposits } from '../auction/schema.js';
import { auctionLots } from '../goods/schema.js';
import type { OutboxJob } from '../jobs/enqueue.js';
import { orderLines, type orders } from '../order/schema.js';
import { paymentRefundQueue, type RefundJob } from '../payment/queue.js';
import { refunds } from './schema.js';

export type RefundRow = typeof refunds.$inferSelect;

export type NewRefund = {
  paymentId: number;
  orderId: number;
  afterSaleId: number | null;
  amountFen: number;
  /** What the provider de-duplicates on: `after-sale-<id>`, or `order-<id>` for a payment after cancel. */
  refundKey: string;
};

/** A deposit's refund (decision 0028 §3): of its own payment, no order; `refundKey` is `deposit-<id>`. */
export type NewDepositRefund = Omit<NewRefund, 'orderId' | 'afterSaleId'> & { depositId: number };

const jobOf = (row: { id: number }): OutboxJob => {
  const data: RefundJob = { refundRowId: row.id };
  return { name: paymentRefundQueue.name, data };
};

async function insertRefund(
  tx: Db,
  values: typeof refunds.$inferInsert,
): Promise<{ row: RefundRow; job: OutboxJob }> {
  const [row] = await tx.insert(refunds).values(values).returning();
  const written = row as RefundRow;
  return { row: written, job: jobOf(written) };
}

/** Inserts the refund and answers it with its job, to pass to `enqueueAll` with the step's other jobs. */
export function writeRefund(tx: Db, refund: NewRefund): Promise<{ row: RefundRow; job: OutboxJob }> {
  return insertRefund(tx, refund);
}

/** A payment's own refund, of no order or deposit: money that arrived with nothing to fulfil (`payment-<id>`). */
export type NewPaymentRefund = Omit<NewRefund, 'orderId' | 'afterSaleId'>;

/** Inserts a payment's own refund and answers it with its job (for the caller's `enqueueAll`). */
export function writePaymentRefund(
  tx: Db,
  refund: NewPaymentRefund,
): Promise<{ row: RefundRow; job: OutboxJob }> {
  return insertRefund(tx, { ...refund, orderId: null, depositId: null, afterSaleId: null });
}

/** Deposits' refunds in one insert, answered as their jobs (for the caller's `enqueueAll`). */
export async function writeDepositRefunds(tx: Db, owed: NewDepositRefund[]): Promise<OutboxJob[]> {
  if (owed.length === 0) return [];
  const rows = await tx
    .insert(refunds)
    .values(owed.map((refund) => ({ ...refund, orderId: null, afterSaleId: null })))
    .returning({ id: refunds.id });
  return rows.map(jobOf);
}

type OrderRow = typeof orders.$inferSelect;

/**
 * An approved after-sale's refund of `amountFen`, in the caller's transaction (it holds the order's lock), as
 * rows and jobs. An order without a deposit is paid back from its payment, in one row (`after-sale-<id>`).
 * An auction order whose winner's deposit was applied (`orders.deposit_fen`, decision 0028 §3) was paid for
 * partly through the deposit's own payment: the refund comes from the order's payment first, up to what its
 * earlier after-sales have not already taken of the order's total, and the rest from the deposit's payment
 * (`after-sale-<id>-deposit`, a row with both the order and the deposit), so each provider payment is asked
 * back at most what it took.
 */
export async function writeAfterSaleRefunds(
  tx: Db,
  order: OrderRow,
  afterSaleId: number,
  amountFen: number,
): Promise<OutboxJob[]> {
  const key = `after-sale-${afterSaleId}`;
  const ofOrder = { paymentId: order.paymentId, orderId: order.id, afterSaleId, refundKey: key };
  if (order.depositFen === 0) return [(await writeRefund(tx, { ...ofOrder, amountFen })).job];
  const [taken] = await tx
    .select({ fen: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, order.id),
        eq(refunds.paymentId, order.paymentId),
        isNotNull(refunds.afterSaleId),
      ),
    );
  const fromOrder = Math.min(amountFen, Math.max(order.totalFen - Number(taken?.fen ?? 0), 0));
  const fromDeposit = amountFen - fromOrder;
  const jobs: OutboxJob[] = [];
  if (fromOrder > 0) jobs.push((await writeRefund(tx, { ...ofOrder, amountFen: fromOrder })).job);
  if (fromDeposit === 0) return jobs;
  // The winner's deposit on the lot this order bought, applied when the order was paid.
  const [deposit] = await tx
    .select({ id: deposits.id, paymentId: deposits.paymentId })
    .from(orderLines)
    .innerJoin(auctionLots, eq(auctionLots.goodsId, orderLines.goodsId))
    .innerJoin(deposits, eq(deposits.lotId, auctionLots.id))
    .where(
      and(
        eq(orderLines.orderId, order.id),
        eq(deposits.bidderId, order.buyerId),
        eq(deposits.status, DepositStatus.APPLIED),
      ),
    );
  if (!deposit) throw new Error(`order ${order.id} has deposit_fen but no applied deposit`);
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: deposit.paymentId,
      orderId: order.id,
      depositId: deposit.id,
      afterSaleId,
      amountFen: fromDeposit,
      refundKey: `${key}-deposit`,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('refund not inserted');
  jobs.push(jobOf(row));
  return jobs;
}
