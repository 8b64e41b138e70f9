// What a bid reads and the rules it checks on that read (decision 0028 §2). The same read serves the bid's
// attempt without a lock (bid.ts) and, under the lot's row lock, its fallback and the seed.
import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { AppError, NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { formatMoney } from '../../lib/money.js';
import { customers } from '../customer/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { AuctionLotStatus, GoodsStatus, SaleType } from '../goods/status.js';
import { lotStateOf } from './lot-state.js';
import { type Resolution, resolveBid } from './resolve.js';
import { DepositStatus, deposits } from './schema.js';

const leaders = alias(customers, 'leader');

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
export function lotRead(db: Db, bidderId: number | Placeholder, goodsId: number | Placeholder) {
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

/** Every bid's first read, outside any transaction: prepared (db/prepared.ts). */
const preparedLotRead = preparedPerDb((db) =>
  lotRead(db, sql.placeholder('bidderId'), sql.placeholder('goodsId')).prepare('auction_lot_read'),
);

export async function readLot(db: Db, bidderId: number, goodsId: number): Promise<Found | undefined> {
  const [found] = await preparedLotRead(db).execute({ bidderId, goodsId });
  return found;
}

export type Found = Awaited<ReturnType<typeof lotRead>>[number];

/** The rules on one state of the lot: throws the refusal, or answers what the bid does. */
export function decide(lang: Lang, found: Found | undefined, bidderId: number, maxFen: number, now: Date) {
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

/**
 * The price refusal a bid meets on `known`, a state of the lot this process wrote and that was committed, if the
 * lot is open by it at `now`: thrown without reading the lot. It holds on whatever was committed since, as the
 * turns' refusals do (bid.ts): within a round prices and minimums only rise and a leader's maximum only grows,
 * and a new round starts only after the end `known` has passed. Any other rule is left to the read.
 */
export function refuseOnKnown(
  lang: Lang,
  known: Found | null,
  bidderId: number,
  maxFen: number,
  now: Date,
): void {
  if (!known || known.sellerId === bidderId) return;
  const { lot } = known;
  if (!OPEN.includes(lot.status) || now < lot.startsAt || now >= lot.endsAt) return;
  const resolution = resolveBid(lotStateOf(lot), { bidderId, maxFen });
  if (!resolution.ok) throw refusal(lang, resolution);
}
