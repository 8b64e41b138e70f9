// What a cart or a checkout of each kind sells, in one shape: goods as they are, works (decision 0023) as
// fixed-price items whose "stock" is the editions left. Both are titled in the reader's language when the
// seller translated them (decisions 0022, 0024), so carts and the checkout preview follow the reader.
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { type CartGoods, cartGoodsOf, type ShownLanguage } from '../goods/service.js';
import { SaleType } from '../goods/status.js';
import { workSummariesOf } from '../work/service.js';
import { CartItemKind } from './schema.js';

export type CartItem = CartGoods & ShownLanguage;

/** Items of `kind` by id, any status. Unknown ids are left out. */
export async function cartItemsOf(
  db: Db,
  lang: Lang,
  kind: CartItemKind,
  ids: number[],
): Promise<Map<number, CartItem>> {
  if (kind === CartItemKind.GOODS) return cartGoodsOf(db, lang, ids);
  if (ids.length === 0) return new Map();
  const items = new Map<number, CartItem>();
  for (const [id, work] of await workSummariesOf(db, lang, ids)) {
    items.set(id, {
      id,
      sellerId: Number(work.sellerId),
      sellerNickname: work.seller.nickname,
      title: work.title,
      lang: work.lang,
      originalLang: work.originalLang,
      translated: work.translated,
      cover: work.cover,
      price: work.price,
      stock: work.editionsLeft,
      status: work.status,
      saleType: SaleType.FIXED_PRICE,
    });
  }
  return items;
}
