// Demo lots (decision 0028 §5, "Demo data"): six catalogue lots become 林晚's, with times relative to the
// seed's now — one upcoming (starts in a day), one live (ends in two days, a few bids and a proxy answer), one
// ending about ten minutes after `npm start`, one won by 访客阿言 two hours ago and awaiting her payment, one
// closed yesterday unsold (its reserve not met), and one completed: it asked a ¥50 deposit of its bidders,
// closed five days ago won by 访客阿言 (溪月工作室's deposit released and refunded), who confirmed and paid
// within the hour (her deposit applied to the order), and 林晚 shipped it the next day. Every bid goes through
// the bidding service (`applyBid`) at a moment inside the lot's window on the auction clock, the ended ones are
// closed by the close handler (`closeIfEnded`), and the paid one's deposits, order, payment and shipment go
// through the auction and order services (`demo-lot-paid.ts`): no bid, deposit or order row is written by hand.
// Their outbox jobs are not written: past history notifies nobody (and the queue's tables do not exist yet).
import { and, asc, eq, notInArray } from 'drizzle-orm';
import { createClock } from '../../lib/clock.js';
import { applyBid } from '../../modules/auction/bid.js';
import { closeIfEnded } from '../../modules/auction/close.js';
import { auctionLots, goods } from '../../modules/goods/schema.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from '../../modules/goods/status.js';
import type { Db } from '../client.js';
import { holdDemoDeposit, payAndShipDemoLot, runDemoRefunds, seedAuctionContext } from './demo-lot-paid.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Clear of the first catalogue lots, which other demo data and tests may bid on. */
const SKIP = 12;
/** ¥100 start; +¥5 below ¥500, +¥10 from ¥500. */
const LADDER = [
  { fromFen: 0, incrementFen: 500 },
  { fromFen: 50_000, incrementFen: 1_000 },
];

type Plan = {
  startsIn: number;
  endsIn: number;
  reserveFen: number | null;
  /** Asked of every bidder before their first bid (paid then, on the auction clock). */
  depositFen?: number;
  /** Bids as [bidder key, maximum in fen, ms after the start]. */
  bids: [string, number, number][];
  /** Closed at its end (not at the seed's now), then confirmed and paid, and shipped: ms after the end. */
  paid?: { paidAfter: number; shippedAfter: number };
};

export const DEMO_LOT_PLANS = {
  upcoming: { startsIn: DAY, endsIn: 3 * DAY, reserveFen: null, bids: [] },
  live: {
    startsIn: -DAY,
    endsIn: 2 * DAY,
    reserveFen: 15_000,
    bids: [
      ['creator', 12_000, HOUR],
      // 访客阿言 bids up to ¥200: she leads, at the reserve (¥150), which her maximum reaches.
      ['newcomer', 20_000, 2 * HOUR],
      // The creator tries ¥180: the proxy answers for 访客阿言 at ¥185.
      ['creator', 18_000, 3 * HOUR],
    ],
  },
  ending: {
    startsIn: -2 * DAY,
    endsIn: 10 * 60_000,
    reserveFen: null,
    bids: [
      ['newcomer', 11_000, HOUR],
      ['official', 13_000, 2 * HOUR],
    ],
  },
  // Closed two hours before the seed: 访客阿言 won it and has the rest of the day to confirm and pay
  // (/goods/buy/confirmAuction), as the "won" message she would have had says.
  won: {
    startsIn: -60 * HOUR,
    endsIn: -2 * HOUR,
    reserveFen: null,
    bids: [
      ['creator', 26_000, HOUR],
      ['newcomer', 32_000, 2 * HOUR],
    ],
  },
  unsold: {
    startsIn: -3 * DAY,
    endsIn: -DAY,
    reserveFen: 80_000,
    bids: [
      ['newcomer', 20_000, HOUR],
      ['creator', 30_000, 2 * HOUR],
    ],
  },
  // Closed five days before the seed: 访客阿言 won it at ¥405 (the proxy answering 溪月工作室's ¥400), paid
  // ¥405 − her ¥50 deposit + postage forty minutes later, and 林晚 shipped it the next day.
  completed: {
    startsIn: -7 * DAY,
    endsIn: -5 * DAY,
    reserveFen: null,
    depositFen: 5_000,
    bids: [
      ['creator', 30_000, HOUR],
      ['newcomer', 45_000, 2 * HOUR],
      ['creator', 40_000, 3 * HOUR],
    ],
    paid: { paidAfter: 40 * 60_000, shippedAfter: DAY },
  },
} satisfies Record<string, Plan>;

export async function seedDemoLots(
  tx: Db,
  { id, now }: { id: (key: string) => number; now: number },
): Promise<void> {
  const plans = Object.values(DEMO_LOT_PLANS) as Plan[];
  const auction = seedAuctionContext();
  const sellerId = id('verified');
  const demo = ['official', 'verified', 'newcomer', 'creator'].map(id);
  const picked = await tx
    .select({ goodsId: goods.id, lotId: auctionLots.id })
    .from(goods)
    .innerJoin(auctionLots, eq(auctionLots.goodsId, goods.id))
    .where(
      and(
        eq(goods.status, GoodsStatus.ON_SALE),
        eq(goods.saleType, SaleType.AUCTION),
        eq(auctionLots.status, AuctionLotStatus.BIDDING),
        notInArray(goods.sellerId, demo),
      ),
    )
    .orderBy(asc(goods.id))
    .offset(SKIP)
    .limit(plans.length);
  if (picked.length < plans.length) return;
  for (const [i, plan] of plans.entries()) {
    const row = picked[i] as (typeof picked)[number];
    const startsAt = new Date(now + plan.startsIn);
    const endsAt = new Date(now + plan.endsIn);
    // Opened already when its start has passed, as the open job would have done.
    const status = plan.startsIn < 0 ? AuctionLotStatus.BIDDING : AuctionLotStatus.NOT_STARTED;
    await tx
      .update(auctionLots)
      .set({
        startPrice: 10_000,
        currentPrice: 10_000,
        increment: LADDER[0]?.incrementFen ?? 500,
        ladder: LADDER,
        reserveFen: plan.reserveFen,
        depositFen: plan.depositFen ?? null,
        startsAt,
        endsAt,
        status,
        bidCount: 0,
        seq: 0,
        leaderId: null,
        leaderMaxFen: null,
      })
      .where(eq(auctionLots.id, row.lotId));
    await tx
      .update(goods)
      .set({
        sellerId,
        price: 10_000,
        stock: 1,
        auctionEndsAt: endsAt,
        updatedAt: new Date(now - i * 60_000),
      })
      .where(eq(goods.id, row.goodsId));
    const held = new Set<string>();
    for (const [bidder, maxFen, after] of plan.bids) {
      const at = new Date(startsAt.getTime() + after);
      if (plan.depositFen !== undefined && !held.has(bidder)) {
        auction.at(at);
        await holdDemoDeposit(tx, auction.ctx, id(bidder), row.goodsId);
        held.add(bidder);
      }
      await applyBid(tx, 'zh-cn', id(bidder), row.goodsId, maxFen, at);
    }
    if (plan.endsIn >= 0) continue;
    if (!plan.paid) {
      // Past its end: closed by the close handler at the seed's now (reserve not met → unsold, off sale).
      await closeIfEnded(tx, { clock: createClock(() => now), payWindowSeconds: 86_400 }, row.lotId);
      continue;
    }
    // Closed at its end: the losers' deposits released, and refunded as the jobs would have; then paid.
    auction.at(endsAt);
    const closed = await closeIfEnded(tx, auction.ctx, row.lotId);
    await runDemoRefunds(tx, auction.ctx, closed.jobs);
    const [lot] = await tx
      .select({ winnerId: auctionLots.winnerId })
      .from(auctionLots)
      .where(eq(auctionLots.id, row.lotId));
    if (!lot?.winnerId) continue;
    await payAndShipDemoLot(
      tx,
      auction,
      { goodsId: row.goodsId, winnerId: lot.winnerId, sellerId },
      {
        paidAt: new Date(endsAt.getTime() + plan.paid.paidAfter),
        shippedAt: new Date(endsAt.getTime() + plan.paid.shippedAfter),
      },
    );
  }
}
