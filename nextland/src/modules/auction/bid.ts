// One bid, one transaction, one lock (decision 0028 §2): the lot row is locked, the rules decide (resolve.ts),
// and the history rows, the bidder's maximum, the lot and the goods' mirrored price and end (one statement),
// then the outbox jobs (the public live event, the outbid message: one statement) are written before the lock
// is released. Bids on one lot therefore apply one after another in commit order: accepted prices strictly
// rise, `seq` has no gaps, and a bid racing the close is either before it or refused.
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { formatMoney } from '../../lib/money.js';
import { customers } from '../customer/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from '../goods/status.js';
import { enqueueAll, type OutboxJob } from '../jobs/enqueue.js';
import { messageJob } from '../message/service.js';
import { type AuctionEventBid, auctionEvent, auctionEventJob } from './live.js';
import { endAfterBid, lotStateOf } from './lot-state.js';
import { lotParams } from './notices.js';
import { minimumNext, type Resolution, resolveBid } from './resolve.js';
import { BidKind, bids, DepositStatus, deposits, lotBidders } from './schema.js';
import { maskNickname } from './view.js';

const leaders = alias(customers, 'leader');

export type BidAnswer = {
  lotId: number;
  seq: number;
  leading: boolean;
  priceFen: number;
  minimumNextFen: number;
  endsAt: string;
};

const OPEN: readonly number[] = [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING];

function refusal(lang: Lang, resolution: Exclude<Resolution, { ok: true }>): AppError {
  if (resolution.code === 'auction.bidTooLow') {
    return new AppError(
      409,
      'auction.bidTooLow',
      { minimumFen: resolution.minimumFen },
      { minimum: formatMoney(resolution.minimumFen, lang) },
    );
  }
  return new AppError(
    409,
    'auction.maxNotHigher',
    { currentMaxFen: resolution.currentMaxFen },
    { max: formatMoney(resolution.currentMaxFen, lang) },
  );
}

/** The lot of goods `goodsId` with what the bid checks, and the names its live event shows. */
function lotRead(db: Db, bidderId: number, goodsId: number) {
  return db
    .select({
      lot: auctionLots,
      sellerId: goods.sellerId,
      title: goods.title,
      goodsStatus: goods.status,
      saleType: goods.saleType,
      // The bidder's held deposit, read by the same statement (decision 0028 §3).
      depositHeld: deposits.id,
      // For the live event's masked names, read here so the event costs no statement of its own to look up.
      leaderName: leaders.nickname,
      bidderName: sql<
        string | null
      >`(select ${customers.nickname} from ${customers} where ${customers.id} = ${bidderId})`,
    })
    .from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
    .leftJoin(leaders, eq(leaders.id, auctionLots.leaderId))
    .leftJoin(
      deposits,
      and(
        eq(deposits.lotId, auctionLots.id),
        eq(deposits.bidderId, bidderId),
        eq(deposits.status, DepositStatus.HELD),
      ),
    )
    .where(eq(auctionLots.goodsId, goodsId));
}

type Found = Awaited<ReturnType<typeof lotRead>>[number];

/** The rules on one state of the lot: throws the refusal, or answers what the bid does. */
function decide(lang: Lang, found: Found | undefined, bidderId: number, maxFen: number, now: Date) {
  if (!found || found.saleType !== SaleType.AUCTION) throw new NotFoundError();
  const { lot } = found;
  if (found.goodsStatus !== GoodsStatus.ON_SALE) throw new AppError(409, 'auction.notOpen');
  if (found.sellerId === bidderId) throw new AppError(409, 'auction.ownLot');
  if (!OPEN.includes(lot.status) || now >= lot.endsAt) throw new AppError(409, 'auction.closed');
  if (now < lot.startsAt) {
    const startsAt = lot.startsAt.toISOString();
    throw new AppError(409, 'auction.notStarted', { startsAt }, { startsAt });
  }
  if (lot.depositFen !== null && found.depositHeld === null) {
    const deposit = formatMoney(lot.depositFen, lang);
    throw new AppError(409, 'auction.depositRequired', { depositFen: lot.depositFen }, { deposit });
  }
  const state = lotStateOf(lot);
  const resolution = resolveBid(state, { bidderId, maxFen });
  if (!resolution.ok) throw refusal(lang, resolution);
  const names = { bidder: found.bidderName, leader: found.leaderName };
  return { lot, state, resolution, names, title: found.title };
}

/** Places `maxFen` as `bidderId`'s maximum on the lot of goods `goodsId`, at `now` (the auction clock). */
export async function placeBid(
  db: Db,
  lang: Lang,
  bidderId: number,
  goodsId: number | null,
  maxFen: number,
  now: Date,
): Promise<BidAnswer> {
  if (goodsId === null) throw new NotFoundError();
  // Answered without queueing for the lot's lock: a bid the committed state already refuses (below its minimum,
  // the lot closed…) is refused as of that state. A refusal changes nothing, so it is ordered at that read; on
  // a hot lot most bids are stale by the time they arrive, and the lock then serves only bids that may count.
  const [seen] = await lotRead(db, bidderId, goodsId);
  decide(lang, seen, bidderId, maxFen, now);
  return db.transaction(async (tx) => {
    const { answer, jobs } = await applyBid(tx, lang, bidderId, goodsId, maxFen, now);
    if (jobs.length > 0) await enqueueAll(tx, jobs);
    return answer;
  });
}

/**
 * placeBid's work inside the caller's transaction (it locks the lot), answering the outbox jobs the bid calls
 * for — the live event, the outbid message — instead of writing them: placeBid writes them with the bid; the
 * seed, writing demo history, writes none.
 */
export async function applyBid(
  tx: Db,
  lang: Lang,
  bidderId: number,
  goodsId: number,
  maxFen: number,
  now: Date,
): Promise<{ answer: BidAnswer; jobs: OutboxJob[] }> {
  const [found] = await lotRead(tx, bidderId, goodsId).for('update', { of: auctionLots });
  const { lot, state, resolution, names, title } = decide(lang, found, bidderId, maxFen, now);

  const endsAt = resolution.steps.length > 0 ? endAfterBid(lot.endsAt, now) : lot.endsAt;
  const seq = lot.seq + resolution.steps.length;
  const written = {
    currentPrice: resolution.priceFen,
    leaderId: resolution.leader.bidderId,
    leaderMaxFen: resolution.leader.maxFen,
    seq,
    // As read: the row is locked, so no other bid changed it meanwhile.
    bidCount: lot.bidCount + resolution.steps.length,
    status: AuctionLotStatus.BIDDING,
    endsAt,
    originalEndsAt: lot.originalEndsAt ?? lot.endsAt,
    updatedAt: now,
  };
  // The writes go as one statement (data-modifying CTEs, each run once whatever the outer statement reads):
  // the lock is held for as few round trips as possible, which is what bounds a hot lot's bids per second.
  const writes: SQL[] = [];
  if (resolution.steps.length > 0) {
    const history = tx.insert(bids).values(
      resolution.steps.map((step, i) => ({
        lotId: lot.id,
        seq: lot.seq + i + 1,
        bidderId: step.bidderId,
        amountFen: step.amountFen,
        kind: step.kind === 'proxy' ? BidKind.PROXY : BidKind.MANUAL,
        createdAt: now,
      })),
    );
    writes.push(history.getSQL());
  }
  const maximum = tx
    .insert(lotBidders)
    .values({ lotId: lot.id, bidderId, maxFen, updatedAt: now })
    .onConflictDoUpdate({
      target: [lotBidders.lotId, lotBidders.bidderId],
      set: { maxFen: sql`greatest(${lotBidders.maxFen}, excluded.max_fen)`, updatedAt: now },
    });
  writes.push(maximum.getSQL());
  writes.push(tx.update(auctionLots).set(written).where(eq(auctionLots.id, lot.id)).getSQL());
  // The catalogue sorts and filters lots by their current price, and "ending soon" by their end (both
  // unchanged: the statement updates no row).
  const endsAtParam = sql`${endsAt.toISOString()}::timestamptz`;
  const price = tx
    .update(goods)
    .set({ price: resolution.priceFen, auctionEndsAt: endsAt })
    .where(
      and(
        eq(goods.id, goodsId),
        or(ne(goods.price, resolution.priceFen), sql`${goods.auctionEndsAt} is distinct from ${endsAtParam}`),
      ),
    );
  const ctes = sql.join(
    writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`),
    sql`, `,
  );
  await tx.execute(sql`with ${ctes} ${price.getSQL()}`);
  const jobs: OutboxJob[] = [];
  // A bid that moved nothing public (the leader raising their own maximum) publishes nothing.
  if (resolution.steps.length > 0) {
    const nameOf = (id: number) => maskNickname((id === bidderId ? names.bidder : names.leader) ?? '');
    const added: AuctionEventBid[] = resolution.steps
      .map((step, i) => ({
        seq: lot.seq + i + 1,
        bidder: nameOf(step.bidderId),
        amountFen: step.amountFen,
        kind: step.kind,
        at: now.toISOString(),
      }))
      .reverse();
    const event = auctionEvent({ ...lot, ...written }, 'bid', nameOf(resolution.leader.bidderId), added);
    jobs.push(auctionEventJob(event));
  }
  // The leader changed: the one who led hears of it.
  const outbid = lot.leaderId !== null && lot.leaderId !== resolution.leader.bidderId ? lot.leaderId : null;
  if (outbid !== null) {
    jobs.push(messageJob(outbid, 'auctionOutbid', lotParams({ goodsId, title }, resolution.priceFen)));
  }
  const after = { ...state, priceFen: resolution.priceFen, leader: resolution.leader };
  const answer = {
    lotId: lot.id,
    seq,
    leading: resolution.leader.bidderId === bidderId,
    priceFen: resolution.priceFen,
    minimumNextFen: minimumNext(after),
    endsAt: endsAt.toISOString(),
  };
  return { answer, jobs };
}
