// Reading a cart (decisions 0019, 0023): one kind's lines with the item as it stands now, grouped by seller.
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { addFen, multiplyFen } from '../../lib/money.js';
import { GoodsStatus, SaleType } from '../goods/status.js';
import { type CartItem, cartItemsOf } from './items.js';
import { type CartItemKind, cartLines } from './schema.js';
import type { CartDto, CartLineDto } from './validators.js';

export type Row = typeof cartLines.$inferSelect;

/** Which cart, and the reader's language (titles are shown in it when the seller translated them). */
export type CartScope = { kind: CartItemKind; lang: Lang };

export const ofKind = (userId: number, kind: CartItemKind) =>
  and(eq(cartLines.customerId, userId), eq(cartLines.itemKind, kind));

export function buyable(goods: CartItem | undefined): goods is CartItem {
  return goods?.status === GoodsStatus.ON_SALE && goods.saleType === SaleType.FIXED_PRICE;
}

function toLine(row: Row, goods: CartItem): CartLineDto {
  const onSale = buyable(goods);
  const stockChanged = row.quantity > goods.stock;
  return {
    id: String(row.id),
    itemKind: row.itemKind,
    itemId: String(row.itemId),
    title: goods.title,
    lang: goods.lang,
    originalLang: goods.originalLang,
    translated: goods.translated,
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
export async function getCart(db: Db, scope: CartScope, userId: number): Promise<CartDto> {
  const rows = await db
    .select()
    .from(cartLines)
    .where(ofKind(userId, scope.kind))
    .orderBy(asc(cartLines.addedAt), asc(cartLines.id));
  const goodsById = await cartItemsOf(
    db,
    scope.lang,
    scope.kind,
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

export async function cartCount(db: Db, scope: CartScope, userId: number): Promise<{ count: number }> {
  const [row] = await db.select({ n: count() }).from(cartLines).where(ofKind(userId, scope.kind));
  return { count: row?.n ?? 0 };
}
