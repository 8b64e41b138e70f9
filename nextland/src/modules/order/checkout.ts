// Checkout (decision 0019): one transaction makes one order per seller and one payment, reserving stock; a
// replay of the same idempotency key answers the first attempt's payment and makes nothing. A checkout of
// works (decision 0023) is the same path without address or postage, reserving editions.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError, ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { formatMoney } from '../../lib/money.js';
import { CartItemKind, cartLines } from '../cart/schema.js';
import { cartItemsOf } from '../cart/service.js';
import { customers } from '../customer/schema.js';
import { goods } from '../goods/schema.js';
import { moveGoods } from '../goods/service.js';
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
import { lockWorks, refuseOwnedWorks, reserveEditions } from './editions.js';
import { openPayment, paymentView } from './payment-view.js';
import { type PricedCheckout, type Problem, priceCheckout, type WantedLine } from './pricing.js';
import { checkouts } from './schema.js';
import { writeOrders } from './write-orders.js';

async function price(
  db: Db,
  lang: Lang,
  input: CheckoutInput,
  lines: WantedLine[],
  address: AddressRow | null,
): Promise<PricedCheckout> {
  const kind = input.kind ?? CartItemKind.GOODS;
  const goodsById = await cartItemsOf(
    db,
    lang,
    kind,
    lines.map((line) => line.goodsId),
  );
  if (kind === CartItemKind.OPUS) return priceCheckout(lines, goodsById, [], null, { digital: true });
  const sellerIds = [...new Set([...goodsById.values()].map((row) => row.sellerId))];
  return priceCheckout(lines, goodsById, await noPostageRules(db, sellerIds), address?.provinceCode ?? null);
}

const isWorks = (input: CheckoutInput) => input.kind === CartItemKind.OPUS;

/** Works are delivered to the library: no address is asked for or priced. */
const addressOf = (db: Db, userId: number, input: CheckoutInput) =>
  isWorks(input) ? Promise.resolve(null) : addressFor(db, userId, input.addressId);

function problemMessage(lang: Lang, problem: Problem): string {
  if (problem.code === 'NOT_ON_SALE') return t(lang, 'order.problem.notOnSale');
  if (problem.code === 'SOLD_OUT' && problem.kind === CartItemKind.OPUS)
    return t(lang, 'order.problem.noEditionLeft');
  if (problem.code === 'SOLD_OUT')
    return t(lang, 'order.problem.soldOut', { max: problem.goods?.stock ?? 0 });
  return t(lang, 'order.problem.priceChanged', {
    was: formatMoney(problem.priceSeenFen ?? 0, lang),
    now: formatMoney(problem.goods?.price ?? 0, lang),
  });
}

function toPreview(
  lang: Lang,
  kind: CartItemKind,
  priced: PricedCheckout,
  address: AddressRow | null,
): CheckoutPreviewDto {
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
      message: problemMessage(lang, { ...problem, kind }),
    })),
  };
}

/** The same computation as checkout, without locks or writes. */
export async function previewCheckout(db: Db, lang: Lang, userId: number, input: CheckoutInput) {
  const lines = await wantedLines(db, lang, userId, input);
  const address = await addressOf(db, userId, input);
  return toPreview(
    lang,
    input.kind ?? CartItemKind.GOODS,
    await price(db, lang, input, lines, address),
    address,
  );
}

const titlesOf = (problems: Problem[]) =>
  problems.map((problem) => problem.goods?.title ?? `#${problem.goodsId}`).join(', ');

/** 409 naming the lines: `data.lines` is `[{ goodsId, code }]` (works: `workId`) for the web to mark them. */
function refusal(key: 'order.soldOut' | 'order.changed', problems: Problem[], kind?: CartItemKind): AppError {
  const idKey = kind === CartItemKind.OPUS ? 'workId' : 'goodsId';
  const lines = problems.map((problem) => ({ [idKey]: String(problem.goodsId), code: problem.code }));
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
  await openPayment(db, ctx, paymentId, lang, input.kind ?? CartItemKind.GOODS);
  return paymentView(db, lang, userId, paymentId);
}

async function placeOrders(
  tx: Db,
  ctx: OrderContext,
  lang: Lang,
  userId: number,
  input: CreateCheckoutInput,
) {
  const kind = input.kind ?? CartItemKind.GOODS;
  const lines = await wantedLines(tx, lang, userId, input);
  const address = await addressOf(tx, userId, input);
  if (!address && !isWorks(input))
    throw new ValidationError([{ field: 'addressId', message: t(lang, 'order.addressRequired') }]);
  // Goods rows in id order, so two checkouts sharing goods lock them in the same order: no deadlock.
  const ids = [...new Set(lines.map((line) => line.goodsId))].sort((a, b) => a - b);
  if (isWorks(input)) await lockWorks(tx, ids);
  else
    await tx
      .select({ id: goods.id })
      .from(goods)
      .where(inArray(goods.id, ids))
      .orderBy(asc(goods.id))
      .for('update');
  const priced = await price(tx, lang, input, lines, address);
  const sold = priced.problems.filter((problem) => problem.code === 'SOLD_OUT');
  if (sold.length > 0 && sold.length === priced.problems.length) throw refusal('order.soldOut', sold, kind);
  if (priced.problems.length > 0) throw refusal('order.changed', priced.problems, kind);
  if (priced.sellers.some((seller) => seller.sellerId === userId)) throw new AppError(409, 'order.ownGoods');
  if (isWorks(input)) await refuseOwnedWorks(tx, userId, priced);
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
  if (isWorks(input)) {
    await reserveEditions(tx, priced, (line) =>
      refusal(
        'order.soldOut',
        [{ goodsId: line.goods.id, code: 'SOLD_OUT', goods: line.goods, quantity: 1 }],
        kind,
      ),
    );
  } else await reserveStock(tx, priced);
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
  await writeOrders(tx, ctx, { buyerId: userId, payment, address, priced, kind });
  await tx
    .insert(checkouts)
    .values({ customerId: userId, idempotencyKey: input.idempotencyKey, paymentId: payment.id });
  if (input.source === 'cart') {
    await tx
      .delete(cartLines)
      .where(
        and(
          eq(cartLines.customerId, userId),
          eq(cartLines.itemKind, kind),
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
