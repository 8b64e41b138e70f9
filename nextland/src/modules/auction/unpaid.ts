// A won lot nobody paid for (decision 0028 §3). At the deadline the win lapses: the unpaid order (if any) is
// cancelled, the lot is unsold, the winner's deposit is forfeited and settled to the seller as a settlement
// of its own. The seller may then offer the lot once to the next bidder (a second chance), who confirms and
// pays through the same routes as a winner.
import { and, desc, eq, gt, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import { transition, transitionAll } from '../../lib/state-machine.js';
import { auctionLots, goods } from '../goods/schema.js';
import { moveGoods } from '../goods/service.js';
import { AuctionLotStatus, GoodsStatus, lotMachine, SaleType } from '../goods/status.js';
import { enqueue, enqueueAll } from '../jobs/enqueue.js';
import { messageJob, sendMessage } from '../message/service.js';
import { orderLines, orders } from '../order/schema.js';
import { cancelOrder, lockPayment } from '../order/service.js';
import { OrderActor, OrderStatus } from '../order/status.js';
import { settleForfeit } from '../settlement/service.js';
import { notBeforeNow } from './close.js';
import type { AuctionContext } from './context.js';
import { lotParams } from './notices.js';
import { auctionPaymentDueQueue, type LotJob, type ReminderJob } from './queue.js';
import { bids, DepositStatus, depositMachine, deposits, lotBidders } from './schema.js';
import { paymentClockJobs } from './unpaid-jobs.js';

/** The winner's order of the lot still awaiting payment, if they confirmed. */
async function unpaidOrderOf(tx: Db, goodsId: number, buyerId: number) {
  const [row] = await tx
    .select({ id: orders.id, paymentId: orders.paymentId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orderLines.goodsId, goodsId),
        eq(orders.buyerId, buyerId),
        eq(orders.status, OrderStatus.AWAITING_PAYMENT),
      ),
    )
    .limit(1);
  return row ?? null;
}

export type LapseOutcome = 'lapsed' | 'later' | 'done';

export async function lapseUnpaidWin(db: Db, ctx: AuctionContext, lotId: number): Promise<LapseOutcome> {
  return db.transaction(async (tx) => {
    const [peek] = await tx.select().from(auctionLots).where(eq(auctionLots.id, lotId));
    if (!peek || peek.status !== AuctionLotStatus.WON_AWAITING_PAYMENT || peek.winnerId === null)
      return 'done';
    // The payment before the lot, as the payment notification locks them (payment, its orders, the lot).
    const unpaid = await unpaidOrderOf(tx, peek.goodsId, peek.winnerId);
    if (unpaid) await lockPayment(tx, unpaid.paymentId);
    const [found] = await tx
      .select({ lot: auctionLots, title: goods.title, sellerId: goods.sellerId })
      .from(auctionLots)
      .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
      .where(eq(auctionLots.id, lotId))
      .for('update', { of: auctionLots });
    const lot = found?.lot;
    if (!found || !lot || lot.status !== AuctionLotStatus.WON_AWAITING_PAYMENT || lot.winnerId === null) {
      return 'done';
    }
    const now = ctx.clock.now();
    if (lot.paymentDueAt !== null && now < lot.paymentDueAt) {
      await enqueue(tx, auctionPaymentDueQueue.name, { lotId } satisfies LotJob, {
        startAfter: notBeforeNow(lot.paymentDueAt),
      });
      return 'later';
    }
    // An order confirmed after the first look (just before the deadline) was not locked: look again shortly.
    const current = await unpaidOrderOf(tx, lot.goodsId, lot.winnerId);
    if (current && current.id !== unpaid?.id) {
      await enqueue(tx, auctionPaymentDueQueue.name, { lotId } satisfies LotJob, {
        startAfter: new Date(Date.now() + 1000),
      });
      return 'later';
    }
    if (unpaid) {
      const [order] = await tx.select().from(orders).where(eq(orders.id, unpaid.id)).for('update');
      if (order?.status === OrderStatus.AWAITING_PAYMENT) {
        await cancelOrder(tx, ctx.orders, order, {
          actor: OrderActor.SYSTEM,
          note: 'order.note.expired',
          params: { minutes: String(Math.round(ctx.payWindowSeconds / 60)) },
        });
      }
    }
    await transition(tx, lotMachine, auctionLots, {
      id: lotId,
      from: lot.status,
      to: AuctionLotStatus.UNSOLD,
      set: { updatedAt: now },
    });
    await moveGoods(tx, lot.goodsId, GoodsStatus.OFF_SALE);
    const [forfeited] = await transitionAll(tx, depositMachine, deposits, {
      from: DepositStatus.HELD,
      to: DepositStatus.FORFEITED,
      where: and(eq(deposits.lotId, lot.id), eq(deposits.bidderId, lot.winnerId)),
      set: { updatedAt: now },
    });
    if (forfeited) {
      await settleForfeit(tx, ctx.rateBp, {
        depositId: forfeited.id,
        sellerId: found.sellerId,
        amountFen: forfeited.amountFen,
      });
    }
    const named = { goodsId: lot.goodsId, title: found.title };
    await enqueueAll(tx, [
      messageJob(found.sellerId, 'auctionUnsold', lotParams(named, lot.hammerFen ?? lot.currentPrice)),
    ]);
    return 'lapsed';
  });
}

/**
 * About two hours before the deadline: the one who must pay hears of it, unless paid or no longer theirs. Once
 * per deadline (`payment_reminded_for`), however often the job runs or the sweep queues it again.
 */
export async function remindToPay(db: Db, ctx: AuctionContext, job: ReminderJob): Promise<boolean> {
  const dueAt = new Date(job.dueAt);
  return db.transaction(async (tx) => {
    const [lot] = await tx
      .update(auctionLots)
      .set({ paymentRemindedFor: dueAt })
      .where(
        and(
          eq(auctionLots.id, job.lotId),
          eq(auctionLots.status, AuctionLotStatus.WON_AWAITING_PAYMENT),
          eq(auctionLots.paymentDueAt, dueAt),
          gt(auctionLots.paymentDueAt, ctx.clock.now()),
          sql`${auctionLots.paymentRemindedFor} is distinct from ${auctionLots.paymentDueAt}`,
        ),
      )
      .returning();
    if (!lot || lot.winnerId === null) return false;
    const [found] = await tx.select({ title: goods.title }).from(goods).where(eq(goods.id, lot.goodsId));
    const named = { goodsId: lot.goodsId, title: found?.title ?? '' };
    const price = lot.hammerFen ?? lot.currentPrice;
    await sendMessage(
      tx,
      lot.winnerId,
      'auctionPaymentDue',
      lotParams(named, price, { deadline: dueAt, link: true }),
    );
    return true;
  });
}

export type SecondChance = { goodsId: string; hammerFen: number; payDeadline: string };

/**
 * `POST C/second-chance/{goodsId}` (the seller): the lot, unsold after an unpaid win, goes to the bidder with
 * the highest other maximum at their highest accepted bid, with a fresh deadline. Once per lot.
 */
export async function offerSecondChance(
  db: Db,
  ctx: AuctionContext,
  userId: number,
  goodsId: number | null,
): Promise<SecondChance> {
  if (goodsId === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        lot: auctionLots,
        title: goods.title,
        sellerId: goods.sellerId,
        saleType: goods.saleType,
        goodsStatus: goods.status,
      })
      .from(auctionLots)
      .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
      .where(eq(auctionLots.goodsId, goodsId))
      .for('update', { of: auctionLots });
    if (!found || found.saleType !== SaleType.AUCTION || found.sellerId !== userId) throw new NotFoundError();
    const { lot } = found;
    const lapsed =
      lot.status === AuctionLotStatus.UNSOLD &&
      lot.winnerId !== null &&
      lot.secondChanceTo === null &&
      found.goodsStatus === GoodsStatus.OFF_SALE;
    if (!lapsed || lot.winnerId === null) throw new AppError(409, 'auction.noSecondChance');
    const [next] = await tx
      .select({ bidderId: lotBidders.bidderId, maxFen: lotBidders.maxFen })
      .from(lotBidders)
      .where(and(eq(lotBidders.lotId, lot.id), ne(lotBidders.bidderId, lot.winnerId)))
      .orderBy(desc(lotBidders.maxFen), lotBidders.updatedAt)
      .limit(1);
    if (!next) throw new AppError(409, 'auction.noSecondChance');
    const [highest] = await tx
      .select({ fen: max(bids.amountFen) })
      .from(bids)
      .where(and(eq(bids.lotId, lot.id), eq(bids.bidderId, next.bidderId)));
    const hammerFen = highest?.fen ?? next.maxFen;
    const now = ctx.clock.now();
    const dueAt = new Date(now.getTime() + ctx.payWindowSeconds * 1000);
    await transition(tx, lotMachine, auctionLots, {
      id: lot.id,
      from: lot.status,
      to: AuctionLotStatus.WON_AWAITING_PAYMENT,
      set: {
        winnerId: next.bidderId,
        secondChanceTo: next.bidderId,
        hammerFen,
        paymentDueAt: dueAt,
        updatedAt: now,
      },
    });
    await moveGoods(tx, lot.goodsId, GoodsStatus.SOLD_OUT);
    const named = { goodsId: lot.goodsId, title: found.title };
    await enqueueAll(tx, [
      messageJob(
        next.bidderId,
        'auctionSecondChance',
        lotParams(named, hammerFen, { deadline: dueAt, link: true }),
      ),
      ...paymentClockJobs(lot.id, dueAt, now),
    ]);
    return { goodsId: String(lot.goodsId), hammerFen, payDeadline: dueAt.toISOString() };
  });
}
