// A checkout's read of the buyer's selected cart lines of goods and of their goods, as two prepared
// statements run at once (decision 0026): the checkout prices what they answer, then its claim
// (order/checkout-claim.ts) writes only if the lines and the goods still stand as read.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import type { Lang } from '../../lib/lang.js';
import { goods } from '../goods/schema.js';
import { cartGoodsById, cartGoodsQuery } from '../goods/service.js';
import type { CartItem } from './items.js';
import { CartItemKind, cartLines } from './schema.js';

const selected = and(
  eq(cartLines.customerId, sql.placeholder('userId')),
  eq(cartLines.itemKind, CartItemKind.GOODS),
  eq(cartLines.selected, true),
);

const selectedLines = preparedPerDb((db) =>
  db
    .select({ itemId: cartLines.itemId, quantity: cartLines.quantity, priceSeenFen: cartLines.priceSeenFen })
    .from(cartLines)
    .where(selected)
    .orderBy(desc(cartLines.addedAt), desc(cartLines.id))
    .prepare('checkout_cart_lines'),
);

const selectedGoods = preparedPerDb((db) =>
  cartGoodsQuery(db, sql.placeholder('lang'))
    .where(inArray(goods.id, db.select({ id: cartLines.itemId }).from(cartLines).where(selected)))
    .prepare('checkout_cart_goods'),
);

export type SelectedLine = { itemId: number; quantity: number; priceSeenFen: number };

/** The selected lines of goods, newest first, and their goods by id (any status; unknown ones left out). */
export async function selectedGoodsLines(
  db: Db,
  lang: Lang,
  userId: number,
): Promise<{ lines: SelectedLine[]; goodsById: Map<number, CartItem> }> {
  const [lines, rows] = await Promise.all([
    selectedLines(db).execute({ userId }),
    selectedGoods(db).execute({ userId, lang }),
  ]);
  return { lines, goodsById: cartGoodsById(rows) };
}
