// The winner's side of a won lot (decision 0028 §3): what they owe (`GET C/win`) and confirming it
// (`POST C/confirm`, confirm.ts), which writes one normal goods order at the hammer price, the deposit taken off its total,
// paid by the deadline of the win. Only the bidder who must pay now (the winner, or a second-chance bidder)
// sees any of it: to anyone else the lot's win is a 404.
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { customers } from '../customer/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { cartGoodsOf } from '../goods/service.js';
import { AuctionLotStatus, SaleType } from '../goods/status.js';
import { orderLines, orders } from '../order/schema.js';
import {
  type AddressRow,
  addressFor,
  FLAT_POSTAGE_FEN,
  noPostageRules,
  ruleApplies,
} from '../order/service.js';
import { OrderStatus } from '../order/status.js';
import type { AuctionContext } from './context.js';
import { DepositStatus, deposits } from './schema.js';

export type AuctionWin = {
  goodsId: string;
  lotId: string;
  title: string;
  cover: { url: string; width: number; height: number; alt: string };
  seller: { id: string; nickname: string };
  hammerFen: number;
  depositAppliedFen: number;
  postageFen: number;
  totalFen: number;
  payDeadline: string | null;
  status: 'awaiting' | 'paid' | 'expired';
  orderId: string | null;
  paymentId: string | null;
  secondChance: boolean;
};

type LotRow = typeof auctionLots.$inferSelect;

/** The winner's order of the lot that is not cancelled (awaiting payment, or paid and on), newest first. */
export async function liveOrderOf(db: Db, goodsId: number, buyerId: number) {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orderLines.goodsId, goodsId),
        eq(orders.buyerId, buyerId),
        ne(orders.status, OrderStatus.CANCELLED),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  return row?.order ?? null;
}

/** The winner's deposit that is still theirs to apply (held, or applied by the order paid). */
export async function depositToApply(db: Db, lot: LotRow, hammerFen: number): Promise<number> {
  if (lot.winnerId === null) return 0;
  const [held] = await db
    .select({ amountFen: deposits.amountFen })
    .from(deposits)
    .where(
      and(
        eq(deposits.lotId, lot.id),
        eq(deposits.round, lot.round),
        eq(deposits.bidderId, lot.winnerId),
        inArray(deposits.status, [DepositStatus.HELD, DepositStatus.APPLIED]),
      ),
    );
  // Never more than the hammer price: an order's total never goes below its postage.
  return Math.min(held?.amountFen ?? 0, hammerFen);
}

/** The seller's postage for one item at `hammerFen` to `address`, by their no-postage rules, as checkout. */
export async function postageOf(db: Db, sellerId: number, address: AddressRow | null, hammerFen: number) {
  const rules = await noPostageRules(db, [sellerId]);
  const province = address?.provinceCode ?? null;
  return rules.some((rule) => ruleApplies(rule, province, 1, hammerFen)) ? 0 : FLAT_POSTAGE_FEN;
}

export async function wonLot(db: Db, goodsId: number | null, userId: number, lock = false) {
  if (goodsId === null) throw new NotFoundError();
  const query = db
    .select({
      lot: auctionLots,
      sellerId: goods.sellerId,
      saleType: goods.saleType,
      nickname: customers.nickname,
    })
    .from(auctionLots)
    .innerJoin(goods, eq(goods.id, auctionLots.goodsId))
    .innerJoin(customers, eq(customers.id, goods.sellerId))
    .where(eq(auctionLots.goodsId, goodsId));
  const [found] = lock ? await query.for('update', { of: auctionLots }) : await query;
  if (!found || found.saleType !== SaleType.AUCTION || found.lot.winnerId !== userId)
    throw new NotFoundError();
  return { ...found, goodsId };
}

export async function winView(
  db: Db,
  ctx: AuctionContext,
  lang: Lang,
  userId: number,
  goodsId: number | null,
  addressId: string | undefined,
): Promise<AuctionWin> {
  const { lot, sellerId, nickname } = await wonLot(db, goodsId, userId);
  // The lot's goods are there while the lot is (deleting goods deletes their lot).
  const shown = (await cartGoodsOf(db, lang, [lot.goodsId])).get(lot.goodsId);
  if (!shown) throw new NotFoundError();
  const order = await liveOrderOf(db, lot.goodsId, userId);
  const hammerFen = lot.hammerFen ?? lot.currentPrice;
  let money: { depositAppliedFen: number; postageFen: number; totalFen: number };
  if (order) {
    money = { depositAppliedFen: order.depositFen, postageFen: order.postageFen, totalFen: order.totalFen };
  } else {
    const depositAppliedFen = await depositToApply(db, lot, hammerFen);
    const postageFen = await postageOf(db, sellerId, await addressFor(db, userId, addressId), hammerFen);
    money = { depositAppliedFen, postageFen, totalFen: hammerFen - depositAppliedFen + postageFen };
  }
  const due = lot.paymentDueAt;
  const status =
    lot.status === AuctionLotStatus.COMPLETED
      ? 'paid'
      : lot.status === AuctionLotStatus.WON_AWAITING_PAYMENT && due !== null && ctx.clock.now() < due
        ? 'awaiting'
        : 'expired';
  return {
    goodsId: String(lot.goodsId),
    lotId: String(lot.id),
    title: shown.title,
    cover: shown.cover,
    seller: { id: String(sellerId), nickname },
    hammerFen,
    ...money,
    payDeadline: due ? due.toISOString() : null,
    status,
    orderId: order ? String(order.id) : null,
    paymentId: order ? String(order.paymentId) : null,
    secondChance: lot.secondChanceTo === userId,
  };
}
