// A lot's timers (decision 0028 §1, §3): opening at the start, closing at the end (close.ts), and a won lot's
// payment deadline and its reminder (unpaid.ts). Each handler decides by the lot under its lock and the auction
// clock, and the sweep queues the timers a row says should exist but has none (on start, then every ten minutes).
import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { transition } from '../../lib/state-machine.js';
import { auctionLots } from '../goods/schema.js';
import { AuctionLotStatus, lotMachine } from '../goods/status.js';
import { enqueue } from '../jobs/enqueue.js';
import { JOBS_SCHEMA, jobWorker } from '../jobs/queue.js';
import { closeLot, notBeforeNow } from './close.js';
import type { AuctionContext } from './context.js';
import { publishLotChange } from './live.js';
import {
  auctionCloseQueue,
  auctionOpenQueue,
  auctionPaymentDueQueue,
  auctionPaymentReminderQueue,
  auctionTimersQueue,
  type LotJob,
  type ReminderJob,
  TIMERS_EVERY_SECONDS,
  TIMERS_HORIZON_SECONDS,
} from './queue.js';
import { lapseUnpaidWin, remindToPay } from './unpaid.js';
import { remindAt } from './unpaid-jobs.js';

/** Not started → bidding once the start has come; earlier, the job puts itself back at the start. */
export async function openLot(db: Db, clock: Clock, lotId: number): Promise<'opened' | 'later' | 'done'> {
  return db.transaction(async (tx) => {
    const [lot] = await tx.select().from(auctionLots).where(eq(auctionLots.id, lotId)).for('update');
    if (!lot || lot.status !== AuctionLotStatus.NOT_STARTED) return 'done';
    if (clock.now() < lot.startsAt) {
      await enqueue(tx, auctionOpenQueue.name, { lotId } satisfies LotJob, {
        startAfter: notBeforeNow(lot.startsAt),
      });
      return 'later';
    }
    const opened = { status: AuctionLotStatus.BIDDING, updatedAt: clock.now() };
    await transition(tx, lotMachine, auctionLots, {
      id: lotId,
      from: lot.status,
      to: opened.status,
      set: { updatedAt: opened.updatedAt },
    });
    await publishLotChange(tx, { ...lot, ...opened }, 'opened');
    return 'opened';
  });
}

export function auctionWorkers(db: Db, ctx: AuctionContext) {
  return [
    jobWorker<LotJob>(auctionOpenQueue, async (job) => {
      await openLot(db, ctx.clock, job.data.lotId);
    }),
    jobWorker<LotJob>(auctionCloseQueue, async (job) => {
      await closeLot(db, ctx, job.data.lotId);
    }),
    jobWorker<LotJob>(auctionPaymentDueQueue, async (job) => {
      await lapseUnpaidWin(db, ctx, job.data.lotId);
    }),
    jobWorker<ReminderJob>(auctionPaymentReminderQueue, async (job) => {
      await remindToPay(db, ctx, job.data);
    }),
    jobWorker<Record<string, never>>(auctionTimersQueue, async () => {
      await scheduleMissingAuctionTimers(db, ctx.clock);
    }),
  ];
}

/**
 * Lots that open or close within the next hour (or should have already) and have no queued timer get one;
 * then the next run of this sweep is queued (one at a time). Runs on start and every 10 minutes, so lots whose
 * time passed while nextland was down settle at once, and a million lots never mean a million jobs at start.
 */
export async function scheduleMissingAuctionTimers(db: Db, clock: Clock): Promise<number> {
  const now = clock.now();
  const horizon = new Date(now.getTime() + TIMERS_HORIZON_SECONDS * 1000);
  return db.transaction(async (tx) => {
    const pending = (name: string) => sql`(
      select (data->>'lotId')::bigint from ${sql.raw(JOBS_SCHEMA)}.job
      where name = ${name} and state in ('created', 'retry', 'active'))`;
    const toOpen = await tx
      .select({ id: auctionLots.id, at: auctionLots.startsAt })
      .from(auctionLots)
      .where(
        and(
          eq(auctionLots.status, AuctionLotStatus.NOT_STARTED),
          lte(auctionLots.startsAt, horizon),
          sql`${auctionLots.id} not in ${pending(auctionOpenQueue.name)}`,
        ),
      );
    const toClose = await tx
      .select({ id: auctionLots.id, at: auctionLots.endsAt })
      .from(auctionLots)
      .where(
        and(
          inArray(auctionLots.status, [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING]),
          lte(auctionLots.endsAt, horizon),
          sql`${auctionLots.id} not in ${pending(auctionCloseQueue.name)}`,
        ),
      );
    // Won lots waiting for payment whose deadline job is missing (decision 0028 §3), whenever it falls.
    const toLapse = await tx
      .select({ id: auctionLots.id, at: auctionLots.paymentDueAt })
      .from(auctionLots)
      .where(
        and(
          eq(auctionLots.status, AuctionLotStatus.WON_AWAITING_PAYMENT),
          isNotNull(auctionLots.paymentDueAt),
          sql`${auctionLots.id} not in ${pending(auctionPaymentDueQueue.name)}`,
        ),
      );
    // Won lots whose payer has not been reminded of this deadline and whose reminder job is missing.
    const toRemind = await tx
      .select({ id: auctionLots.id, at: auctionLots.paymentDueAt })
      .from(auctionLots)
      .where(
        and(
          eq(auctionLots.status, AuctionLotStatus.WON_AWAITING_PAYMENT),
          gt(auctionLots.paymentDueAt, now),
          sql`${auctionLots.paymentRemindedFor} is distinct from ${auctionLots.paymentDueAt}`,
          sql`${auctionLots.id} not in ${pending(auctionPaymentReminderQueue.name)}`,
        ),
      );
    // A time already past is due at once: that lot settles now.
    for (const lot of toOpen)
      await enqueue(tx, auctionOpenQueue.name, { lotId: lot.id }, { startAfter: lot.at });
    for (const lot of toClose)
      await enqueue(tx, auctionCloseQueue.name, { lotId: lot.id }, { startAfter: lot.at });
    for (const lot of toLapse)
      await enqueue(tx, auctionPaymentDueQueue.name, { lotId: lot.id }, { startAfter: lot.at ?? 0 });
    for (const lot of toRemind) {
      if (lot.at === null) continue;
      const job: ReminderJob = { lotId: lot.id, dueAt: lot.at.toISOString() };
      await enqueue(tx, auctionPaymentReminderQueue.name, job, { startAfter: remindAt(lot.at, now) });
    }
    await enqueue(
      tx,
      auctionTimersQueue.name,
      {},
      { singletonKey: auctionTimersQueue.name, startAfter: TIMERS_EVERY_SECONDS },
    );
    return toOpen.length + toClose.length + toLapse.length + toRemind.length;
  });
}
