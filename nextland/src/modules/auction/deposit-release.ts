// Deposits going back (decision 0028 §3): released deposits become refunds of their own payments, each with
// its `payment.refund` job, in the caller's transaction. `refund_key` is `deposit-<id>`.
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transitionAll } from '../../lib/state-machine.js';
import type { OutboxJob } from '../jobs/enqueue.js';
import { writeDepositRefunds } from '../refund/service.js';
import { DepositStatus, depositMachine, deposits } from './schema.js';

/**
 * Every deposit of the lot still held, but `keep`'s (the winner's), moves to released (one statement), and
 * gets its refund row (one more). Answers the refund jobs, for the caller's `enqueueAll`.
 */
export async function releaseHeldDeposits(
  tx: Db,
  lotId: number,
  keep: number | null,
  now: Date,
): Promise<OutboxJob[]> {
  const released = await transitionAll(tx, depositMachine, deposits, {
    from: DepositStatus.HELD,
    to: DepositStatus.RELEASED,
    where: and(eq(deposits.lotId, lotId), keep === null ? undefined : ne(deposits.bidderId, keep)),
    set: { updatedAt: now },
  });
  return refundDeposits(tx, released);
}

type DepositRow = typeof deposits.$inferSelect;

/**
 * Refund rows (and their jobs) for deposits just released: all of each, or `amountFen` of it (what an order
 * did not use of an applied deposit).
 */
export function refundDeposits(
  tx: Db,
  released: (DepositRow | { deposit: DepositRow; amountFen: number })[],
): Promise<OutboxJob[]> {
  return writeDepositRefunds(
    tx,
    released.map((row) => {
      const deposit = 'deposit' in row ? row.deposit : row;
      return {
        paymentId: deposit.paymentId,
        depositId: deposit.id,
        amountFen: 'deposit' in row ? row.amountFen : deposit.amountFen,
        refundKey: `deposit-${deposit.id}`,
      };
    }),
  );
}
