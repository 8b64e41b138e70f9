// Writing a refund: the row and its `payment.refund` job, in the caller's transaction (decision 0027 §3), so
// the job exists exactly when the decision that owes the money commits.
import type { Db } from '../../db/client.js';
import type { OutboxJob } from '../jobs/enqueue.js';
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

/** Inserts the refund and answers it with its job, to pass to `enqueueAll` with the step's other jobs. */
export async function writeRefund(tx: Db, refund: NewRefund): Promise<{ row: RefundRow; job: OutboxJob }> {
  const [row] = await tx.insert(refunds).values(refund).returning();
  const written = row as RefundRow;
  return { row: written, job: jobOf(written) };
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
