// The settlement workers (decision 0027 §5) and the sweep's own schedule: every run first enqueues the next
// ten-minute slot (its singleton key), so a failed sweep does not break the chain; the runner's start enqueues
// the current slot (app.ts), so a fresh process sweeps at once.
//
// The clock: tests move the queue's clock with `/dev/jobs/advance`, which makes waiting jobs due sooner by
// moving `start_after` back. A sweep compares the slot it was enqueued for with when it actually became due:
// moved back by N seconds, it settles as if N seconds had passed. Left alone (production), the two are equal.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueue } from '../jobs/enqueue.js';
import { JOBS_SCHEMA, type Job, jobWorker } from '../jobs/queue.js';
import type { SettlementContext } from './context.js';
import {
  type PayoutJob,
  payoutSendQueue,
  SWEEP_EVERY_SECONDS,
  type SweepJob,
  settlementSweepQueue,
} from './queues.js';
import { sendPayout } from './send.js';
import { PayoutStatus } from './status.js';
import { sweepSettlements } from './sweep.js';

const SLOT_MS = SWEEP_EVERY_SECONDS * 1000;

/** Enqueues the sweep of the slot starting at `slot` (once per slot: the key refuses a second). */
export async function enqueueSweep(db: Db, slot: Date): Promise<void> {
  const job: SweepJob = { slot: slot.toISOString() };
  await enqueue(db, settlementSweepQueue.name, job, {
    startAfter: slot,
    singletonKey: `slot:${job.slot}`,
  });
}

/**
 * Pending payouts without a live `payout.send` job get one (run when the runner starts, like the order
 * timers): a payout written while no queue was installed, or a queue whose tables were cleared, is still paid.
 */
export async function scheduleMissingPayoutJobs(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      select id from payouts where status = ${PayoutStatus.PENDING} and id not in (
        select (data->>'payoutId')::bigint from ${sql.raw(JOBS_SCHEMA)}.job
        where name = ${payoutSendQueue.name} and state in ('created', 'retry', 'active'))`)) as unknown as {
      rows: { id: string | number }[];
    };
    for (const row of result.rows) {
      const job: PayoutJob = { payoutId: Number(row.id) };
      await enqueue(tx, payoutSendQueue.name, job);
    }
    return result.rows.length;
  });
}

/** The current slot's start (the sweep enqueued when the runner starts). */
export function currentSlot(now = Date.now()): Date {
  return new Date(Math.floor(now / SLOT_MS) * SLOT_MS);
}

/** How far the queue's clock moved this job: the slot it was for, minus when it became due (never < 0). */
export function clockShiftMs(job: Job<SweepJob>): number {
  if (!job.startAfter) return 0;
  return Math.max(0, Date.parse(job.data.slot) - job.startAfter.getTime());
}

export function settlementWorkers(db: Db, ctx: SettlementContext) {
  return [
    jobWorker<SweepJob>(
      settlementSweepQueue,
      async (job) => {
        await enqueueSweep(db, new Date(currentSlot().getTime() + SLOT_MS));
        await sweepSettlements(db, ctx, new Date(Date.now() + clockShiftMs(job)));
      },
      1,
    ),
    jobWorker<PayoutJob>(payoutSendQueue, async (job) => {
      await sendPayout(db, ctx, job.data.payoutId, {
        lastAttempt: job.retryCount >= payoutSendQueue.retryLimit,
      });
    }),
  ];
}
