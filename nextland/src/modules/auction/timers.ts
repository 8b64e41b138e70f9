// Opening and closing lots (decision 0028 §1, §3). The winner is read from the lot row under its lock — the
// leader the last committed bid left — so a lot whose end passed while nextland was down closes with the right
// winner when the timers are scheduled again on start. Bids take the same lock and refuse a closed lot.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { auctionLots } from '../goods/schema.js';
import { moveGoods } from '../goods/service.js';
import { AuctionLotStatus, GoodsStatus } from '../goods/status.js';
import { enqueue } from '../jobs/enqueue.js';
import { JOBS_SCHEMA, jobWorker } from '../jobs/queue.js';
import { publishLotChange } from './live.js';
import { lotStateOf } from './lot-state.js';
import {
  auctionCloseQueue,
  auctionOpenQueue,
  auctionTimersQueue,
  type LotJob,
  TIMERS_EVERY_SECONDS,
  TIMERS_HORIZON_SECONDS,
} from './queue.js';
import { reserveMet } from './resolve.js';

export type CloseOutcome = 'won' | 'unsold' | 'later' | 'done' | 'unknown';

/**
 * When a job put back should run: the lot's time, but never sooner than a second from now on the queue's own
 * clock (a test's auction clock may run behind it, and a job due at once would run again at once).
 */
const notBeforeNow = (at: Date) => new Date(Math.max(at.getTime(), Date.now() + 1000));

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
    await tx.update(auctionLots).set(opened).where(eq(auctionLots.id, lotId));
    await publishLotChange(tx, { ...lot, ...opened }, 'opened');
    return 'opened';
  });
}

/**
 * At the (possibly extended) end: the leader wins when the reserve is met (→ won awaiting payment, the goods
 * sold out), otherwise the lot is unsold (the goods off sale, for the seller to release again). Before the end
 * the job puts itself back at it.
 */
export async function closeLot(db: Db, clock: Clock, lotId: number): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    const [lot] = await tx.select().from(auctionLots).where(eq(auctionLots.id, lotId)).for('update');
    if (!lot) return 'unknown';
    const open: number[] = [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING];
    if (!open.includes(lot.status)) return 'done';
    const now = clock.now();
    if (now < lot.endsAt) {
      await enqueue(tx, auctionCloseQueue.name, { lotId } satisfies LotJob, {
        startAfter: notBeforeNow(lot.endsAt),
      });
      return 'later';
    }
    const state = lotStateOf(lot);
    const won = state.leader !== null && reserveMet(state);
    const closed = {
      status: won ? AuctionLotStatus.WON_AWAITING_PAYMENT : AuctionLotStatus.UNSOLD,
      updatedAt: now,
    };
    await tx.update(auctionLots).set(closed).where(eq(auctionLots.id, lotId));
    await moveGoods(tx, lot.goodsId, won ? GoodsStatus.SOLD_OUT : GoodsStatus.OFF_SALE);
    await publishLotChange(tx, { ...lot, ...closed }, 'closed');
    return won ? 'won' : 'unsold';
  });
}

export function auctionWorkers(db: Db, clock: Clock) {
  return [
    jobWorker<LotJob>(auctionOpenQueue, async (job) => {
      await openLot(db, clock, job.data.lotId);
    }),
    jobWorker<LotJob>(auctionCloseQueue, async (job) => {
      await closeLot(db, clock, job.data.lotId);
    }),
    jobWorker<Record<string, never>>(auctionTimersQueue, async () => {
      await scheduleMissingAuctionTimers(db, clock);
    }),
  ];
}

/**
 * Lots that open or close within the next hour (or should have already) and have no queued timer get one;
 * then the next run of this sweep is queued (one at a time). Runs on start and every 10 minutes, so lots whose
 * time passed while nextland was down settle at once, and a million lots never mean a million jobs at start.
 */
export async function scheduleMissingAuctionTimers(db: Db, clock: Clock): Promise<number> {
  const horizon = new Date(clock.now().getTime() + TIMERS_HORIZON_SECONDS * 1000);
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
    // A time already past is due at once: that lot settles now.
    for (const lot of toOpen)
      await enqueue(tx, auctionOpenQueue.name, { lotId: lot.id }, { startAfter: lot.at });
    for (const lot of toClose)
      await enqueue(tx, auctionCloseQueue.name, { lotId: lot.id }, { startAfter: lot.at });
    await enqueue(
      tx,
      auctionTimersQueue.name,
      {},
      { singletonKey: auctionTimersQueue.name, startAfter: TIMERS_EVERY_SECONDS },
    );
    return toOpen.length + toClose.length;
  });
}
