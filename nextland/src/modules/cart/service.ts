// The server-side carts (decisions 0019, 0023): one line per customer and item, quantity 1 … stock, at most
// 100 lines per kind. Goods and works are separate carts over one table: every read and write is scoped to
// one kind. A work's line is always one edition, a work the buyer owns cannot be added, and nobody adds their own
// goods or works.
// Every write takes the customer row's lock first, so one customer's writes run one after another: two adds
// of the same goods at once end as one line with the summed quantity, and the line limit cannot be passed
// by adding in parallel.
import { LIMITS } from '@nextland/rules';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { customers } from '../customer/schema.js';
import { ownedWorks } from '../library/service.js';
import { type CartItem, cartItemsOf } from './items.js';
import { buyable, type CartScope, getCart, ofKind, type Row } from './read.js';
import { CartItemKind, cartLines } from './schema.js';
import type { CartDto } from './validators.js';

async function lockCustomer(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, userId)).for('update');
}

function tooMany(lang: Lang, kind: CartItemKind, stock: number): ValidationError {
  const message =
    kind === CartItemKind.OPUS ? t(lang, 'cart.oneEdition') : t(lang, 'cart.stock', { max: stock });
  return new ValidationError([{ field: 'quantity', message }]);
}

/** One edition per purchase: a work's line is quantity 1, and only while an edition is left. */
function maxQuantity(kind: CartItemKind, item: CartItem): number {
  return kind === CartItemKind.OPUS ? Math.min(1, item.stock) : item.stock;
}

/**
 * Adds an item on sale at a fixed price; an existing goods line grows by `quantity` (a work's stays one
 * edition). The resulting quantity must not pass the current stock (400 naming `quantity`); a new line
 * beyond 100 is 409 `cart.limit`.
 */
export async function addToCart(
  db: Db,
  scope: CartScope,
  userId: number,
  input: { itemId: string; quantity: number },
): Promise<CartDto> {
  const { kind, lang } = scope;
  const itemId = parseId(input.itemId);
  if (itemId === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const goods = (await cartItemsOf(tx, lang, kind, [itemId])).get(itemId);
    if (!buyable(goods))
      throw new NotFoundError(kind === CartItemKind.OPUS ? 'cart.workNotOnSale' : 'cart.notOnSale');
    // The checkout refuses a seller's own items (order.ownGoods): refused here already, not after a cart trip.
    if (goods.sellerId === userId) throw new ConflictError('order.ownGoods');
    if (kind === CartItemKind.OPUS && (await ownedWorks(tx, userId, [itemId])).size > 0) {
      throw new ConflictError('cart.owned');
    }
    const [existing] = await tx
      .select()
      .from(cartLines)
      .where(and(ofKind(userId, kind), eq(cartLines.itemId, itemId)));
    const quantity = kind === CartItemKind.OPUS ? input.quantity : (existing?.quantity ?? 0) + input.quantity;
    if (quantity > maxQuantity(kind, goods)) throw tooMany(lang, kind, goods.stock);
    if (existing) {
      await tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, existing.id));
    } else {
      const [held] = await tx.select({ n: count() }).from(cartLines).where(ofKind(userId, kind));
      if ((held?.n ?? 0) >= LIMITS.cartLines)
        throw new ConflictError('cart.limit', { max: LIMITS.cartLines });
      await tx.insert(cartLines).values({
        customerId: userId,
        itemKind: kind,
        itemId,
        quantity,
        priceSeenFen: goods.price,
      });
    }
    return getCart(tx, scope, userId);
  });
}

/** Call holding the lock. Unknown, malformed and other customers' ids are all 404. */
async function ownLines(tx: Db, kind: CartItemKind, userId: number, rawIds: string[]): Promise<Row[]> {
  const ids = rawIds.map(parseId);
  if (ids.some((id) => id === null)) throw new NotFoundError();
  const wanted = [...new Set(ids as number[])];
  const rows = await tx
    .select()
    .from(cartLines)
    .where(and(ofKind(userId, kind), inArray(cartLines.id, wanted)));
  if (rows.length !== wanted.length) throw new NotFoundError();
  return rows;
}

/** Sets a line's quantity: 1 … current stock (400 naming `quantity` beyond). */
export async function setCartQuantity(
  db: Db,
  scope: CartScope,
  userId: number,
  input: { id: string; quantity: number },
): Promise<CartDto> {
  const { kind, lang } = scope;
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [line] = await ownLines(tx, kind, userId, [input.id]);
    const goods = (await cartItemsOf(tx, lang, kind, [line?.itemId ?? 0])).get(line?.itemId ?? 0);
    if (!line || !goods) throw new NotFoundError();
    if (input.quantity > maxQuantity(kind, goods)) throw tooMany(lang, kind, goods.stock);
    await tx.update(cartLines).set({ quantity: input.quantity }).where(eq(cartLines.id, line.id));
    return getCart(tx, scope, userId);
  });
}

export async function removeFromCart(db: Db, scope: CartScope, userId: number, id: string): Promise<CartDto> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [line] = await ownLines(tx, scope.kind, userId, [id]);
    if (!line) throw new NotFoundError();
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    return getCart(tx, scope, userId);
  });
}

/** Selects or unselects the given lines, or every line when `ids` is left out. */
export async function selectCartLines(
  db: Db,
  scope: CartScope,
  userId: number,
  input: { ids?: string[] | undefined; selected: boolean },
): Promise<CartDto> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const lines = input.ids
      ? inArray(
          cartLines.id,
          (await ownLines(tx, scope.kind, userId, input.ids)).map((row) => row.id),
        )
      : undefined;
    await tx
      .update(cartLines)
      .set({ selected: input.selected })
      .where(and(ofKind(userId, scope.kind), lines));
    return getCart(tx, scope, userId);
  });
}

/** The buyer has seen the new prices: each given line's `price_seen_fen` becomes the current price. */
export async function confirmCartChanges(
  db: Db,
  scope: CartScope,
  userId: number,
  ids: string[],
): Promise<CartDto> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const rows = await ownLines(tx, scope.kind, userId, ids);
    const goodsById = await cartItemsOf(
      tx,
      scope.lang,
      scope.kind,
      rows.map((row) => row.itemId),
    );
    for (const row of rows) {
      const goods = goodsById.get(row.itemId);
      if (goods && goods.price !== row.priceSeenFen) {
        await tx.update(cartLines).set({ priceSeenFen: goods.price }).where(eq(cartLines.id, row.id));
      }
    }
    return getCart(tx, scope, userId);
  });
}

/** A deleted item leaves every cart it was in (in the deleting transaction). */
export async function dropFromCarts(tx: Db, itemKind: CartItemKind, itemId: number): Promise<void> {
  await tx.delete(cartLines).where(and(eq(cartLines.itemKind, itemKind), eq(cartLines.itemId, itemId)));
}

export { selectedGoodsLines } from './checkout-read.js';
export type { CartItem } from './items.js';
/** What each kind of cart sells, for checkout. */
export { cartItemsOf } from './items.js';
export { type CartScope, cartCount, getCart } from './read.js';
