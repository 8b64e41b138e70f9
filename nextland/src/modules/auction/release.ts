// Releasing a lot (decision 0028 §1, §5): the auction step of a goods draft (sale type 1) is kept in
// `auction_drafts` until the release goes on sale (at once, or on an official's approval); only then is the
// `auction_lots` row written from it and its open and close timers queued, in the same transaction. A draft is
// therefore never a lot that the timers could open or a bidder could find.
import { type AuctionDraft, auctionRelease, ruleFailure } from '@nextland/rules';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { isMessageKey, t } from '../../lib/messages/index.js';
import { transition } from '../../lib/state-machine.js';
import { auctionLots, goods } from '../goods/schema.js';
import { AuctionLotStatus, lotMachine, SaleType } from '../goods/status.js';
import { enqueue, enqueueAll } from '../jobs/enqueue.js';
import { releaseHeldDeposits } from './deposit-release.js';
import { auctionCloseQueue, auctionOpenQueue, type LotJob } from './queue.js';
import { auctionDrafts, bids, lotBidders } from './schema.js';

/** The auction step as stored and answered: every field null until the seller fills it. */
export type AuctionSettings = {
  startPriceFen: number | null;
  ladder: { fromFen: number; incrementFen: number }[] | null;
  reserveFen: number | null;
  depositFen: number | null;
  startsAt: string | null;
  endsAt: string | null;
};

const EMPTY: AuctionSettings = {
  startPriceFen: null,
  ladder: null,
  reserveFen: null,
  depositFen: null,
  startsAt: null,
  endsAt: null,
};

/** True when the goods row is a lot (sale type 1). */
export async function isLotGoods(db: Db, goodsId: number): Promise<boolean> {
  const [row] = await db.select({ saleType: goods.saleType }).from(goods).where(eq(goods.id, goodsId));
  return row?.saleType === SaleType.AUCTION;
}

export async function readAuctionSettings(db: Db, goodsId: number): Promise<AuctionSettings> {
  const [row] = await db.select().from(auctionDrafts).where(eq(auctionDrafts.goodsId, goodsId));
  if (!row) return EMPTY;
  return {
    startPriceFen: row.startPriceFen,
    ladder: row.ladder,
    reserveFen: row.reserveFen,
    depositFen: row.depositFen,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

/** Saves the given fields of the auction step (undefined: left as they are; null: cleared). */
export async function writeAuctionSettings(tx: Db, goodsId: number, input: AuctionDraft): Promise<void> {
  const time = (value: string | undefined) => (value === undefined ? undefined : new Date(value));
  const columns = {
    startPriceFen: input.startPriceFen,
    ladder: input.ladder,
    reserveFen: input.reserveFen,
    depositFen: input.depositFen,
    startsAt: time(input.startsAt),
    endsAt: time(input.endsAt),
  };
  const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
  await tx
    .insert(auctionDrafts)
    .values({ goodsId, ...set })
    .onConflictDoUpdate({ target: auctionDrafts.goodsId, set: { ...set, updatedAt: new Date() } });
}

/** The 400 of every auction rule the stored step breaks at `now`, each field under `auction.`. */
export async function assertLotReleasable(tx: Db, lang: Lang, goodsId: number, now: Date): Promise<void> {
  const settings = await readAuctionSettings(tx, goodsId);
  const result = auctionRelease(now).safeParse(settings, {
    error: (issue) => {
      const failure = ruleFailure(issue);
      return t(lang, failure.code, failure.params);
    },
  });
  if (result.success) return;
  throw new ValidationError(
    result.error.issues.map((issue) => ({
      field: ['auction', ...issue.path].join('.'),
      message: isMessageKey(issue.message) ? t(lang, issue.message) : issue.message,
    })),
  );
}

/**
 * The lot goes on sale: its `auction_lots` row is written from the stored step (a lot released again after it
 * went unsold starts over: its old history and maxima are removed, since `seq` restarts at 1) and its open and
 * close jobs are queued in this transaction. A start that passed while the release waited for review moves to
 * `now`, and the end with it, so the seller's chosen duration is kept.
 */
export async function activateLot(tx: Db, goodsId: number, now: Date): Promise<number> {
  const settings = await readAuctionSettings(tx, goodsId);
  const { startPriceFen, ladder, startsAt, endsAt } = settings;
  if (startPriceFen === null || ladder === null || startsAt === null || endsAt === null)
    throw new Error(`Lot ${goodsId} went on sale without its auction step`);
  const shift = Math.max(0, now.getTime() - Date.parse(startsAt));
  const window = {
    startsAt: new Date(Date.parse(startsAt) + shift),
    endsAt: new Date(Date.parse(endsAt) + shift),
  };
  const lot = {
    startPrice: startPriceFen,
    currentPrice: startPriceFen,
    increment: ladder[0]?.incrementFen ?? 1,
    ladder,
    reserveFen: settings.reserveFen,
    depositFen: settings.depositFen,
    ...window,
    status: AuctionLotStatus.NOT_STARTED,
    bidCount: 0,
    seq: 0,
    leaderId: null,
    leaderMaxFen: null,
    // A lot released again after an unpaid win starts with no winner, deadline or second chance.
    winnerId: null,
    hammerFen: null,
    paymentDueAt: null,
    secondChanceTo: null,
    originalEndsAt: null,
    updatedAt: now,
  };
  const [existing] = await tx
    .select({ id: auctionLots.id, status: auctionLots.status })
    .from(auctionLots)
    .where(eq(auctionLots.goodsId, goodsId))
    .for('update');
  let lotId: number;
  if (existing) {
    await tx.delete(bids).where(eq(bids.lotId, existing.id));
    await tx.delete(lotBidders).where(eq(lotBidders.lotId, existing.id));
    // A new round: deposits of the last one stay as they ended (released, forfeited); bidders deposit again.
    // Nothing may stay held into the new round (bid.ts counts any held deposit of the lot): none should be
    // left by the close or a withdrawal, but one would go back to its bidder here.
    await enqueueAll(tx, await releaseHeldDeposits(tx, existing.id, null, now));
    const { status: to, ...fresh } = lot;
    await transition(tx, lotMachine, auctionLots, {
      id: existing.id,
      from: existing.status,
      to,
      set: { ...fresh, round: sql`${auctionLots.round} + 1` },
    });
    lotId = existing.id;
  } else {
    const [row] = await tx
      .insert(auctionLots)
      .values({ goodsId, ...lot })
      .returning({ id: auctionLots.id });
    lotId = row?.id ?? 0;
  }
  // The lot's price and end are mirrored on the goods row (the catalogue sorts by them); one of one.
  await tx
    .update(goods)
    .set({ price: startPriceFen, stock: 1, auctionEndsAt: window.endsAt })
    .where(eq(goods.id, goodsId));
  // Both timers now: the open at the start, the close at the end (the close re-checks an extended end and
  // puts itself back, timers.ts); the sweep in timers.ts skips lots that already have a queued job.
  await enqueue(tx, auctionOpenQueue.name, { lotId } satisfies LotJob, { startAfter: window.startsAt });
  await enqueue(tx, auctionCloseQueue.name, { lotId } satisfies LotJob, { startAfter: window.endsAt });
  return lotId;
}

/**
 * The seller takes a lot off sale (its goods row is locked by the caller): refused once anyone has bid (409
 * `auction.lotHasBids`: bids are final for the seller too); without bids an open lot ends unsold now (held
 * deposits released and refunded), so its close job finds it done instead of moving goods already off sale.
 */
export async function withdrawLot(tx: Db, goodsId: number, now: Date): Promise<void> {
  const [lot] = await tx.select().from(auctionLots).where(eq(auctionLots.goodsId, goodsId)).for('update');
  const open: number[] = [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING];
  if (!lot || !open.includes(lot.status)) return;
  if (lot.bidCount > 0) throw new ConflictError('auction.lotHasBids');
  await transition(tx, lotMachine, auctionLots, {
    id: lot.id,
    from: lot.status,
    to: AuctionLotStatus.UNSOLD,
    set: { updatedAt: now },
  });
  // Deposits paid to bid on it go back, as the close would have sent them back.
  await enqueueAll(tx, await releaseHeldDeposits(tx, lot.id, null, now));
}
