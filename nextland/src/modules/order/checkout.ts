// Checkout (decision 0019): one transaction makes one order per seller and one payment, reserving stock; a
// replay of the same idempotency key answers the first attempt's payment and makes nothing.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { customers } from '../customer/schema.js';

import { goods } from '../goods/schema.js';
import { cartGoodsOf, moveGoods } from '../goods/service.js';
import { GoodsStatus } from '../goods/status.js';
import { payments } from '../payment/schema.js';
import {
  type AddressRow,
  addressFor,
  type CheckoutInput,
  noPostageRules,
  wantedLines,
} from './checkout-input.js';
import type { OrderContext } from './context.js';
import type { CheckoutPreviewDto, PaymentDto } from './dto.js';
import { openPayment, paymentView } from './payment-view.js';
import { type PricedCheckout, type Problem, priceCheckout, type WantedLine } from './pricing.js';
import { checkouts } from './schema.js';
import { writeOrders } from './write-orders.js';

async function price(db: Db, lines: WantedLine[], address: AddressRow | null): Promise<PricedCheckout> {
  const goodsById = await cartGoodsOf(
    db,
    lines.map((line) => line.goodsId),
  );
  const sellerIds = [...new Set([...goodsById.values()].map((row) => row.sellerId))];
  return priceCheckout(lines, goodsById, await noPostageRules(db, sellerIds), address?.provinceCode ?? null);
}

function problemMessage(lang: Lang, problem: Problem): string {
  if (problem.code === 'NOT_ON_SALE') return t(lang, 'order.problem.notOnSale');
  if (problem.code === 'SOLD_OUT')
    return t(lang, 'order.problem.soldOut', { max: problem.goods?.stock ?? 0 });
  return t(lang, 'order.problem.priceChanged', {
    was: formatMoney(problem.priceSeenFen ?? 0, lang),
    now: formatMoney(problem.goods?.price ?? 0, lang),
  });
}

function toPreview(lang: Lang, priced: PricedCheckout, address: AddressRow | null): CheckoutPreviewDto {
  return {
    sellers: priced.sellers.map((seller) => ({
      seller: { id: String(seller.sellerId), nickname: seller.sellerNickname },
      lines: seller.lines.map((line) => ({
        goodsId: String(line.goods.id),
        title: line.goods.title,
        cover: line.goods.cover,
        unitPriceFen: line.goods.price,
        quantity: line.quantity,
        itemsTotalFen: line.itemsTotalFen,
      })),
      itemsTotalFen: seller.itemsTotalFen,
      postageFen: seller.postageFen,
      freeShipping: seller.freeShipping,
      totalFen: seller.totalFen,
    })),
    itemsTotalFen: priced.itemsTotalFen,
    postageFen: priced.postageFen,
    totalFen: priced.totalFen,
    addressId: address ? String(address.id) : null,
    problems: priced.problems.map((problem) => ({
      goodsId: String(problem.goodsId),
      code: problem.code,
      message: problemMessage(lang, problem),
    })),
  };
}

/** The same computation as checkout, without locks or writes. */
export async function previewCheckout(db: Db, lang: Lang, userId: number, input: CheckoutInput) {
  const lines = await wantedLines(db, lang, userId, input);
  const address = await addressFor(db, userId, input.addressId);
  return toPreview(lang, await price(db, lines, address), address);
}

const titlesOf = (problems: Problem[]) =>
  problems.map((problem) => problem.goods?.title ?? `#${problem.goodsId}`).join(', ');

/** 409 naming the lines: `data.lines` is `[{ goodsId, code }]` for the web to mark them. */
function refusal(key: 'order.soldOut' | 'order.changed', problems: Problem[]): AppError {
  const lines = problems.map((problem) => ({ goodsId: String(problem.goodsId), code: problem.code }));
  return new AppError(409, key, { lines }, { titles: titlesOf(problems) });
}

export type CreateCheckoutInput = CheckoutInput & { idempotencyKey: string; acceptedTotalFen: number };

export async function createCheckout(
  db: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
): Promise<PaymentDto> {
  const paymentId = await db.transaction(async (tx) => {
    // The buyer's row first: one buyer's checkouts (and a replay of the same key) run one after another.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, userId)).for('update');
    const [done] = await tx
      .select({ paymentId: checkouts.paymentId })
      .from(checkouts)
      .where(and(eq(checkouts.customerId, userId), eq(checkouts.idempotencyKey, input.idempotencyKey)));
    if (done) return done.paymentId;
    return placeOrders(tx, ctx, lang, userId, input);
  });
  await openPayment(db, ctx, paymentId, lang);
  return paymentView(db, lang, userId, paymentId);
}

async function placeOrders(
  tx: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
) {
  const lines = await wantedLines(tx, lang, userId, input);
  const address = await addressFor(tx, userId, input.addressId);
  if (!address)
    throw new ValidationError([{ field: 'addressId', message: t(lang, 'order.addressRequired') }]);
  // Goods rows in id order, so two checkouts sharing goods lock them in the same order: no deadlock.
  const ids = [...new Set(lines.map((line) => line.goodsId))].sort((a, b) => a - b);
  await tx
    .select({ id: goods.id })
    .from(goods)
    .where(inArray(goods.id, ids))
    .orderBy(asc(goods.id))
    .for('update');
  const priced = await price(tx, lines, address);
  const sold = priced.problems.filter((problem) => problem.code === 'SOLD_OUT');
  if (sold.length > 0 && sold.length === priced.problems.length) throw refusal('order.soldOut', sold);
  if (priced.problems.length > 0) throw refusal('order.changed', priced.problems);
  if (priced.sellers.some((seller) => seller.sellerId === userId)) throw new AppError(409, 'order.ownGoods');
  if (priced.totalFen !== input.acceptedTotalFen) {
    throw new AppError(
      409,
      'order.totalChanged',
      { totalFen: priced.totalFen },
      {
        total: formatMoney(priced.totalFen, lang),
      },
    );
  }
  await reserveStock(tx, priced);
  const [payment] = await tx
    .insert(payments)
    .values({
      customerId: userId,
      provider: ctx.provider.name,
      amountFen: priced.totalFen,
      payDeadline: new Date(Date.now() + ctx.payWindowSeconds * 1000),
    })
    .returning();
  if (!payment) throw new Error('payment not inserted');
  await writeOrders(tx, ctx, { buyerId: userId, payment, address, priced });
  await tx
    .insert(checkouts)
    .values({ customerId: userId, idempotencyKey: input.idempotencyKey, paymentId: payment.id });
  if (input.source === 'cart') {
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.customerId, userId),
          eq(cartLines.itemKind, CartItemKind.GOODS),
          eq(cartLines.selected, true),
          inArray(cartLines.itemId, ids),
        ),
      );
  }
  return payment.id;
}

/**
 * The conditional update is the reservation: no row means another checkout took the units first (or the
 * goods left the shelf), and the whole transaction rolls back. The last unit moves the goods to sold out.
 */
async function reserveStock(tx: Db, priced: PricedCheckout): Promise<void> {
  const lines = priced.sellers.flatMap((seller) => seller.lines).sort((a, b) => a.goods.id - b.goods.id);
  for (const line of lines) {
    const [row] = await tx
      .update(goods)
      .set({ stock: sql`${goods.stock} - ${line.quantity}`, updatedAt: new Date() })
      .where(
        and(
          eq(goods.id, line.goods.id),
          sql`${goods.stock} >= ${line.quantity}`,
          eq(goods.status, GoodsStatus.ON_SALE),
        ),
      )
      .returning({ stock: goods.stock });
    if (!row) {
      throw refusal('order.soldOut', [
        { goodsId: line.goods.id, code: 'SOLD_OUT', goods: line.goods, quantity: line.quantity },
      ]);
    }
    if (row.stock === 0) await moveGoods(tx, line.goods.id, GoodsStatus.SOLD_OUT);
  }
}
