// The buyer's own bids (decision 0028 §5): one record per lot they bid on, newest activity (their latest
// maximum) first, filtered by where they stand. Their maximum is theirs to see; the others' never appear.
import { and, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CursorPage, encodeCursor } from '../../lib/cursor.js';
import { EXACT_TOTAL_UP_TO, type TimeCursor, type TimeOrderedList } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { auctionLots } from '../goods/schema.js';
import { goodsSummariesOf } from '../goods/service.js';
import { AuctionLotStatus } from '../goods/status.js';
import { lotBidders } from './schema.js';

export const MY_BID_STATUSES = ['leading', 'outbid', 'won', 'lost'] as const;
export type MyBidStatus = (typeof MY_BID_STATUSES)[number];

/** Newest activity first; the (bidder_id, updated_at, lot_id) index serves every page. */
export const myBidsList = {
  name: 'myBids',
  createdAt: lotBidders.updatedAt,
  id: lotBidders.lotId,
  direction: 'desc',
} as const satisfies TimeOrderedList;

const OPEN = [AuctionLotStatus.NOT_STARTED, AuctionLotStatus.BIDDING];
const WON = [AuctionLotStatus.WON_AWAITING_PAYMENT, AuctionLotStatus.COMPLETED];

/**
 * Where the bidder stands: leading or outbid while the lot is open; won when it is sold to them — the winner at
 * the close, or the bidder a second chance was offered to (`winner_id`, who must pay now); lost otherwise
 * (someone else won, the lot went unsold, reserve not met included, or the win lapsed unpaid).
 */
function standing(me: number, status: MyBidStatus): SQL {
  const leader = eq(auctionLots.leaderId, me);
  switch (status) {
    case 'leading':
      return and(inArray(auctionLots.status, OPEN), leader) as SQL;
    case 'outbid':
      return and(inArray(auctionLots.status, OPEN), ne(auctionLots.leaderId, me)) as SQL;
    case 'won':
      return and(inArray(auctionLots.status, WON), eq(auctionLots.winnerId, me)) as SQL;
    case 'lost':
      return sql`(${auctionLots.status} = ${AuctionLotStatus.UNSOLD} or (${inArray(auctionLots.status, WON)} and ${auctionLots.winnerId} is distinct from ${me}))`;
  }
}

type LotStanding = { status: number; leaderId: number | null; winnerId: number | null };

function statusOf(me: number, lot: LotStanding): MyBidStatus {
  if ((OPEN as number[]).includes(lot.status)) return lot.leaderId === me ? 'leading' : 'outbid';
  return (WON as number[]).includes(lot.status) && lot.winnerId === me ? 'won' : 'lost';
}

export type MyBidsRequest = {
  size: number;
  after?: TimeCursor | undefined;
  status?: MyBidStatus | undefined;
};

export async function myBids(db: Db, lang: Lang, me: number, request: MyBidsRequest) {
  const filter = and(eq(lotBidders.bidderId, me), request.status ? standing(me, request.status) : undefined);
  const after = request.after
    ? sql`(${lotBidders.updatedAt}, ${lotBidders.lotId}) < (${request.after.k}::timestamptz, ${request.after.i}::bigint)`
    : undefined;
  // Counted as every list is (decision 0006): exact up to the cap, then "at least".
  const limited = db
    .select({ one: sql`1` })
    .from(lotBidders)
    .innerJoin(auctionLots, eq(auctionLots.id, lotBidders.lotId))
    .where(filter)
    .limit(EXACT_TOTAL_UP_TO + 1)
    .as('limited');
  const [rows, counted] = await Promise.all([
    db
      .select({
        lotId: lotBidders.lotId,
        maxFen: lotBidders.maxFen,
        at: lotBidders.updatedAt,
        goodsId: auctionLots.goodsId,
        status: auctionLots.status,
        leaderId: auctionLots.leaderId,
        winnerId: auctionLots.winnerId,
        // Sold: what it is sold at (a second chance's offer may be below the last price); else the price now.
        priceFen: sql<number>`coalesce(${auctionLots.hammerFen}, ${auctionLots.currentPrice})`.mapWith(
          Number,
        ),
        endsAt: auctionLots.endsAt,
      })
      .from(lotBidders)
      .innerJoin(auctionLots, eq(auctionLots.id, lotBidders.lotId))
      .where(and(filter, after))
      .orderBy(desc(lotBidders.updatedAt), desc(lotBidders.lotId))
      .limit(request.size + 1),
    db.select({ n: count() }).from(limited),
  ]);
  const n = counted[0]?.n ?? 0;
  const page = rows.slice(0, request.size);
  const summaries = new Map(
    (
      await goodsSummariesOf(
        db,
        lang,
        page.map((row) => row.goodsId),
      )
    ).map((summary) => [summary.id, summary]),
  );
  const records = page.flatMap((row) => {
    const goods = summaries.get(String(row.goodsId));
    if (!goods) return [];
    return [
      {
        lotId: String(row.lotId),
        goodsId: String(row.goodsId),
        title: goods.title,
        cover: goods.cover,
        myMaxFen: row.maxFen,
        priceFen: row.priceFen,
        endsAt: row.endsAt.toISOString(),
        lotStatus: row.status,
        myStatus: statusOf(me, row),
        lastBidAt: row.at.toISOString(),
        cursor: encodeCursor({ l: myBidsList.name, k: row.at.toISOString(), i: row.lotId }),
      },
    ];
  });
  const hasNext = rows.length > request.size;
  const last = page.at(-1);
  return {
    records,
    hasNext,
    nextCursor:
      hasNext && last ? encodeCursor({ l: myBidsList.name, k: last.at.toISOString(), i: last.lotId }) : null,
    total: Math.min(n, EXACT_TOTAL_UP_TO),
    totalRelation: n > EXACT_TOTAL_UP_TO ? 'AT_LEAST' : 'EXACT',
  } satisfies CursorPage<(typeof records)[number]>;
}
