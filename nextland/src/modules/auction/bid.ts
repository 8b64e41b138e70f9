// One bid, one transaction, one lock (decision 0028 §2): the lot row is locked, the rules decide (resolve.ts),
// and the history rows, the bidder's maximum, the lot, the goods' mirrored price and the public live event
// (outbox, one statement with its notification) are written before the lock is released. Bids on one lot therefore apply one after another in commit order: accepted prices strictly
// rise, `seq` has no gaps, and a bid racing the close is either before it or refused.
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { formatMoney } from '../../lib/money.js';
import { customers } from '../customer/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from '../goods/status.js';
import { enqueueAll } from '../jobs/enqueue.js';
import { type AuctionEventBid, auctionEvent, auctionEventJob } from './live.js';
import { endAfterBid, lotStateOf } from './lot-state.js';
import { minimumNext, type Resolution, resolveBid } from './resolve.js';
import { BidKind, bids, lotBidders } from './schema.js';
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
      goodsStatus: goods.status,
      saleType: goods.saleType,
      // For the live event's masked names, read here so the event costs no statement of its own to look up.
      leaderName: leaders.nickname,
      bidderName: sql<
        string | null
      >`(select ${customers.nickname} from ${customers} where ${customers.id} = ${bidderId})`,
    })
    .from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
    .leftJoin(leaders, eq(leaders.id, auctionLots.leaderId))
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
  const state = lotStateOf(lot);
  const resolution = resolveBid(state, { bidderId, maxFen });
  if (!resolution.ok) throw refusal(lang, resolution);
  return { lot, state, resolution, names: { bidder: found.bidderName, leader: found.leaderName } };
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
    const [found] = await lotRead(tx, bidderId, goodsId).for('update', { of: auctionLots });
    const { lot, state, resolution, names } = decide(lang, found, bidderId, maxFen, now);

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
    // The catalogue sorts and filters lots by their current price (unchanged: the statement updates no row).
    const price = tx
      .update(goods)
      .set({ price: resolution.priceFen })
      .where(and(eq(goods.id, goodsId), ne(goods.price, resolution.priceFen)));
    const ctes = sql.join(
      writes.map((write, i) => sql`${sql.raw(`w${i}`)} as (${write})`),
      sql`, `,
    );
    await tx.execute(sql`with ${ctes} ${price.getSQL()}`);
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
      await enqueueAll(tx, [auctionEventJob(event)]);
    }
    const after = { ...state, priceFen: resolution.priceFen, leader: resolution.leader };
    return {
      lotId: lot.id,
      seq,
      leading: resolution.leader.bidderId === bidderId,
      priceFen: resolution.priceFen,
      minimumNextFen: minimumNext(after),
      endsAt: endsAt.toISOString(),
    };
  });
}
