// The server-side cart (decision 0019): one line per customer and item, quantity 1 … stock, at most 100 lines.
// Every write takes the customer row's lock first, so one customer's writes run one after another: two adds
// of the same goods at once end as one line with the summed quantity, and the line limit cannot be passed
// by adding in parallel.
import { LIMITS } from '@nextland/rules';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { addFen, multiplyFen } from '../../lib/money.js';
import { customers } from '../customer/schema.js';
import { type CartGoods, cartGoodsOf } from '../goods/service.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import { CartItemKind, cartLines } from './schema.js';
import type { CartDto, CartLineDto } from './validators.js';

type Row = typeof cartLines.$inferSelect;

const GOODS = CartItemKind.GOODS;
const ofGoods = (userId: number) => and(eq(cartLines.customerId, userId), eq(cartLines.itemKind, GOODS));

async function lockCustomer(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, userId)).for('update');
}

function buyable(goods: CartGoods | undefined): goods is CartGoods {
  return goods?.status === GoodsStatus.ON_SALE && goods.saleType === SaleType.FIXED_PRICE;
}

function tooMany(lang: Lang, stock: number): ValidationError {
  return new ValidationError([{ field: 'quantity', message: t(lang, 'cart.stock', { max: stock }) }]);
}

function toLine(row: Row, goods: CartGoods): CartLineDto {
  const onSale = buyable(goods);
  const stockChanged = row.quantity > goods.stock;
  return {
    id: String(row.id),
    itemKind: row.itemKind,
    itemId: String(row.itemId),
    title: goods.title,
    cover: goods.cover,
    quantity: row.quantity,
    priceSeenFen: row.priceSeenFen,
    priceFen: goods.price,
    stock: goods.stock,
    status: goods.status,
    selected: row.selected,
    available: onSale && !stockChanged,
    priceChanged: goods.price !== row.priceSeenFen,
    stockChanged,
    statusChanged: !onSale,
    lineTotalFen: multiplyFen(goods.price, row.quantity),
    addedAt: row.addedAt.toISOString(),
  };
}

/** Lines grouped by seller (sellers in the order of their newest line), newest line first within each. */
export async function getCart(db: Db, userId: number): Promise<CartDto> {
  const rows = await db
    .select()
    .from(cartLines)
    .where(ofGoods(userId))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  const goodsById = await cartGoodsOf(
    db,
    rows.map((row) => row.itemId),
  );
  const sellers = new Map<number, CartDto['sellers'][number]>();
  for (const row of rows.reverse()) {
    const goods = goodsById.get(row.itemId);
    if (!goods) continue;
    const line = toLine(row, goods);
    let seller = sellers.get(goods.sellerId);
    if (!seller) {
      seller = {
        sellerId: String(goods.sellerId),
        sellerNickname: goods.sellerNickname,
        lines: [],
        subtotalFen: 0,
      };
      sellers.set(goods.sellerId, seller);
    }
    seller.lines.push(line);
    if (line.selected && line.available) seller.subtotalFen = addFen(seller.subtotalFen, line.lineTotalFen);
  }
  const groups = [...sellers.values()];
  const lines = groups.flatMap((group) => group.lines);
  return {
    sellers: groups,
    lineCount: lines.length,
    selectedCount: lines.filter((line) => line.selected).length,
    selectedTotalFen: addFen(...groups.map((group) => group.subtotalFen)),
    hasChanges: lines.some((line) => line.priceChanged || line.stockChanged || line.statusChanged),
  };
}

export async function cartCount(db: Db, userId: number): Promise<{ count: number }> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(ofGoods(userId));
  return { count: row?.n ?? 0 };
}

/**
 * Adds goods on sale at a fixed price; an existing line grows by `quantity`. The resulting quantity must not
 * pass the current stock (400 naming `quantity`); a new line beyond 100 is 409 `cart.limit`.
 */
export async function addToCart(
  db: Db,
  lang: Lang,
  userId: number,
  input: { goodsId: string; quantity: number },
): Promise<CartDto> {
  const goodsId = parseId(input.goodsId);
  if (goodsId === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const goods = (await cartGoodsOf(tx, [goodsId])).get(goodsId);
    if (!buyable(goods)) throw new NotFoundError('cart.notOnSale');
    const [existing] = await tx
      .select()
      .from(cartLines)
      .where(and(ofGoods(userId), eq(cartLines.itemId, goodsId)));
    const quantity = (existing?.quantity ?? 0) + input.quantity;
    if (quantity > goods.stock) throw tooMany(lang, goods.stock);
    if (existing) {
      await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
    } else {
      const [held] = await tx.select({ n: count() }).from(cartLines).where(ofGoods(userId));
      if ((held?.n ?? 0) >= LIMITS.cartLines)
        throw new ConflictError('cart.limit', { max: LIMITS.cartLines });
      await tx.insert(cartLines).values({
        customerId: userId,
        itemKind: GOODS,
        itemId: goodsId,
        quantity,
        priceSeenFen: goods.price,
      });
    }
    return getCart(tx, userId);
  });
}

/** Call holding the lock. Unknown, malformed and other customers' ids are all 404. */
async function ownLines(tx: Db, userId: number, rawIds: string[]): Promise<Row[]> {
  const ids = rawIds.map(parseId);
  if (ids.some((id) => id === null)) throw new NotFoundError();
  const wanted = [...new Set(ids as number[])];
  const rows = await tx
    .select()
    .from(cartLines)
    .where(and(ofGoods(userId), inArray(cartLines.id, wanted)));
  if (rows.length !== wanted.length) throw new NotFoundError();
  return rows;
}

/** Sets a line's quantity: 1 … current stock (400 naming `quantity` beyond). */
export async function setCartQuantity(
  db: Db,
  lang: Lang,
  userId: number,
  input: { id: string; quantity: number },
): Promise<CartDto> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [line] = await ownLines(tx, userId, [input.id]);
    const goods = (await cartGoodsOf(tx, [line?.itemId ?? 0])).get(line?.itemId ?? 0);
    if (!line || !goods) throw new NotFoundError();
    if (input.quantity > goods.stock) throw tooMany(lang, goods.stock);
    await tx.update(cartLines).set({ quantity: input.quantity }).where(eq(cartLines.id, line.id));
    return getCart(tx, userId);
  });
}

export async function removeFromCart(db: Db, userId: number, id: string): Promise<CartDto> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [line] = await ownLines(tx, userId, [id]);
    if (!line) throw new NotFoundError();
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    return getCart(tx, userId);
  });
}

/** Selects or unselects the given lines, or every line when `ids` is left out. */
export async function selectCartLines(
  db: Db,
  userId: number,
  input: { ids?: string[] | undefined; selected: boolean },
): Promise<CartDto> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const scope = input.ids
      ? inArray(
          cartLines.id,
          (await ownLines(tx, userId, input.ids)).map((row) => row.id),
        )
      : undefined;
    await tx
      .update(cartLines)
      .set({ selected: input.selected })
      .where(and(ofGoods(userId), scope));
    return getCart(tx, userId);
  });
}

/** The buyer has seen the new prices: each given line's `price_seen_fen` becomes the current price. */
export async function confirmCartChanges(db: Db, userId: number, ids: string[]): Promise<CartDto> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const rows = await ownLines(tx, userId, ids);
    const goodsById = await cartGoodsOf(
      tx,
      rows.map((row) => row.itemId),
    );
    for (const row of rows) {
      const goods = goodsById.get(row.itemId);
      if (goods && goods.price !== row.priceSeenFen) {
        await tx.update(cartLines).set({ priceSeenFen: goods.price }).where(eq(cartLines.id, row.id));
      }
    }
    return getCart(tx, userId);
  });
}
