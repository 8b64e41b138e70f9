// What anyone may see of a lot (decision 0028 §2): the price, the next minimum, whether the reserve is met,
// and the history with masked names — never the reserve itself or anyone's maximum but the viewer's own.
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { customers } from '../customer/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { SaleType } from '../goods/status.js';
import { lotStateOf } from './lot-state.js';
import { minimumNext, reserveMet } from './resolve.js';
import { BidKind, bids, deposits, lotBidders } from './schema.js';

/** "林晚" → "林*", "访客阿言" → "访**言", "alice" → "a***e": enough to tell bidders apart, not to name them. */
export function maskNickname(nickname: string): string {
  const chars = [...nickname];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars.at(-1)}`;
}

export type LotView = {
  lotId: string;
  goodsId: string;
  status: number;
  startPriceFen: number;
  priceFen: number;
  minimumNextFen: number;
  bidCount: number;
  seq: number;
  startsAt: string;
  endsAt: string;
  hasReserve: boolean;
  reserveMet: boolean;
  leader: string | null;
  /** The viewer's own standing: leading or not, and their maximum (null when they have not bid). */
  depositFen: number | null;
  viewer: {
    leading: boolean;
    maxFen: number | null;
    /** The lot is won by me, or offered to me by a second chance: `C/win` answers me. */
    winner: boolean;
    deposit: { status: number; amountFen: number; paymentId: string } | null;
  } | null;
  serverTime: string;
};

export async function lotView(db: Db, goodsId: number | null, viewerId: number | null, now: Date) {
  if (goodsId === null) throw new NotFoundError();
  const [found] = await db
    .select({ lot: auctionLots, leader: customers.nickname })
    .from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
    .leftJoin(customers, eq(customers.id, auctionLots.leaderId))
    .where(and(eq(auctionLots.goodsId, goodsId), eq(goods.saleType, SaleType.AUCTION)));
  if (!found) throw new NotFoundError();
  const { lot } = found;
  const state = lotStateOf(lot);
  let viewer: LotView['viewer'] = null;
  if (viewerId !== null) {
    const [[mine], [deposit]] = await Promise.all([
      db
        .select({ maxFen: lotBidders.maxFen })
        .from(lotBidders)
        .where(and(eq(lotBidders.lotId, lot.id), eq(lotBidders.bidderId, viewerId))),
      db
        .select()
        .from(deposits)
        .where(
          and(eq(deposits.lotId, lot.id), eq(deposits.round, lot.round), eq(deposits.bidderId, viewerId)),
        ),
    ]);
    viewer = {
      leading: lot.leaderId === viewerId,
      maxFen: mine?.maxFen ?? null,
      winner: lot.winnerId === viewerId,
      deposit: deposit
        ? { status: deposit.status, amountFen: deposit.amountFen, paymentId: String(deposit.paymentId) }
        : null,
    };
  }
  return {
    lotId: String(lot.id),
    goodsId: String(goodsId),
    status: lot.status,
    startPriceFen: lot.startPrice,
    priceFen: lot.currentPrice,
    minimumNextFen: minimumNext(state),
    bidCount: lot.bidCount,
    seq: lot.seq,
    startsAt: lot.startsAt.toISOString(),
    endsAt: lot.endsAt.toISOString(),
    hasReserve: lot.reserveFen !== null,
    reserveMet: reserveMet(state),
    leader: found.leader === null ? null : maskNickname(found.leader),
    depositFen: lot.depositFen,
    viewer,
    serverTime: now.toISOString(),
  } satisfies LotView;
}

export type BidHistoryRow = {
  seq: number;
  bidder: string;
  amountFen: number;
  kind: 'manual' | 'proxy';
  at: string;
  mine: boolean;
};

/** Newest first, `size` rows before `beforeSeq` (the previous page's last `seq`), by `bids_lot_seq_idx`. */
export async function bidHistory(
  db: Db,
  goodsId: number | null,
  viewerId: number | null,
  page: { size: number; beforeSeq?: number | undefined },
): Promise<BidHistoryRow[]> {
  if (goodsId === null) throw new NotFoundError();
  const [lot] = await db
    .select({ id: auctionLots.id })
    .from(auctionLots)
    .where(eq(auctionLots.goodsId, goodsId));
  if (!lot) throw new NotFoundError();
  const rows = await db
    .select({ bid: bids, nickname: customers.nickname })
    .from(bids)
    .innerJoin(customers, eq(customers.id, bids.bidderId))
    .where(and(eq(bids.lotId, lot.id), page.beforeSeq ? lt(bids.seq, page.beforeSeq) : undefined))
    .orderBy(desc(bids.seq))
    .limit(page.size);
  return rows.map(({ bid, nickname }) => ({
    seq: bid.seq,
    bidder: maskNickname(nickname),
    amountFen: bid.amountFen,
    kind: bid.kind === BidKind.PROXY ? 'proxy' : 'manual',
    at: bid.createdAt.toISOString(),
    mine: viewerId !== null && bid.bidderId === viewerId,
  }));
}
