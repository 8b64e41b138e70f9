// Closing a lot (decision 0028 §1, §3). The winner is read from the lot row under its lock — the leader the
// last committed bid left — so a lot whose end passed while nextland was down closes with the right winner
// when the timers are scheduled again on start. Bids take the same lock and refuse a closed lot. The close
// writes everything that follows from it in the same transaction: the winner's payment deadline and its jobs,
// the other bidders' deposits released with their refunds, and every party's message.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transition } from '../../lib/state-machine.js';
import { auctionLots, goods } from '../goods/schema.js';
import { moveGoods } from '../goods/service.js';
import { AuctionLotStatus, GoodsStatus, lotMachine } from '../goods/status.js';
import { enqueueAll, type OutboxJob } from '../jobs/enqueue.js';
import { messageJob } from '../message/service.js';
import type { AuctionContext } from './context.js';
import { releaseHeldDeposits } from './deposit-release.js';
import { lotChangeJob } from './live.js';
import { lotStateOf } from './lot-state.js';
import { lotParams } from './notices.js';
import { auctionCloseQueue, type LotJob } from './queue.js';
import { reserveMet } from './resolve.js';
import { lotBidders } from './schema.js';
import { paymentClockJobs } from './unpaid-jobs.js';

export type CloseOutcome = 'won' | 'unsold' | 'later' | 'done' | 'unknown';

/**
 * When a job put back should run: the lot's time, but never sooner than a second from now on the queue's own
 * clock (a test's auction clock may run behind it, and a job due at once would run again at once).
 */
export const notBeforeNow = (at: Date) => new Date(Math.max(at.getTime(), Date.now() + 1000));

/**
 * At the (possibly extended) end: the leader wins when the reserve is met (→ won awaiting payment, the goods
 * sold out, a payment deadline), otherwise the lot is unsold (the goods off sale, for the seller to release
 * again). Before the end the job puts itself back at it.
 */
export async function closeLot(db: Db, ctx: CloseContext, lotId: number): Promise<CloseOutcome> {
  return db.transaction(async (tx) => {
    const { outcome, jobs } = await closeIfEnded(tx, ctx, lotId);
    if (jobs.length > 0) await enqueueAll(tx, jobs);
    return outcome;
  });
}

type CloseContext = Pick<AuctionContext, 'clock' | 'payWindowSeconds'>;

/**
 * closeLot's work inside the caller's transaction, answering the outbox jobs it calls for instead of writing
 * them: closeLot writes them with the close; the seed, closing demo history, writes none (nobody is told of
 * a past that never happened to them).
 */
export async function closeIfEnded(
  tx: Db,
  ctx: CloseContext,
  lotId: number,
): Promise<{ outcome: CloseOutcome; jobs: OutboxJob[] }> {
  const [found] = await tx
    .select({ lot: auctionLots, title: goods.title, sellerId: goods.sellerId })
    .from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
    .where(eq(auctionLots.id, lotId))
    .for('update', { of: auctionLots });
  if (!found) return { outcome: 'unknown', jobs: [] };
  const { lot } = found;
  const open: number[] = [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING];
  if (!open.includes(lot.status)) return { outcome: 'done', jobs: [] };
  const now = ctx.clock.now();
  if (now < lot.endsAt) {
    const later: OutboxJob = {
      name: auctionCloseQueue.name,
      data: { lotId } satisfies LotJob,
      options: { startAfter: notBeforeNow(lot.endsAt) },
    };
    return { outcome: 'later', jobs: [later] };
  }
  const state = lotStateOf(lot);
  const winnerId = state.leader !== null && reserveMet(state) ? state.leader.bidderId : null;
  const dueAt = winnerId === null ? null : new Date(now.getTime() + ctx.payWindowSeconds * 1000);
  const closed = {
    status: winnerId === null ? AuctionLotStatus.UNSOLD : AuctionLotStatus.WON_AWAITING_PAYMENT,
    winnerId,
    hammerFen: winnerId === null ? null : lot.currentPrice,
    paymentDueAt: dueAt,
    updatedAt: now,
  };
  const { status: to, ...set } = closed;
  await transition(tx, lotMachine, auctionLots, { id: lotId, from: lot.status, to, set });
  await moveGoods(tx, lot.goodsId, winnerId === null ? GoodsStatus.OFF_SALE : GoodsStatus.SOLD_OUT);
  const jobs = await releaseHeldDeposits(tx, lot.id, winnerId, now);
  // Watchers of the lot see it close (and stop bidding) as it commits.
  jobs.push(await lotChangeJob(tx, { ...lot, ...closed }, 'closed'));
  const named = { goodsId: lot.goodsId, title: found.title };
  const price = lot.currentPrice;
  if (winnerId === null || dueAt === null) {
    jobs.push(messageJob(found.sellerId, 'auctionUnsold', lotParams(named, price)));
  } else {
    const bidders = await tx
      .select({ id: lotBidders.bidderId })
      .from(lotBidders)
      .where(eq(lotBidders.lotId, lot.id));
    jobs.push(
      messageJob(winnerId, 'auctionWon', lotParams(named, price, { deadline: dueAt, link: true })),
      messageJob(found.sellerId, 'auctionSold', lotParams(named, price, { deadline: dueAt })),
      ...bidders
        .filter((bidder) => bidder.id !== winnerId)
        .map((bidder): OutboxJob => messageJob(bidder.id, 'auctionLost', lotParams(named, price))),
      ...paymentClockJobs(lot.id, dueAt, now),
    );
  }
  return { outcome: winnerId === null ? 'unsold' : 'won', jobs };
}
