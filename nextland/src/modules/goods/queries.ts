import { and, asc, eq, inArray, ne, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';
import { publicProfileColumns } from '../seller/dto.js';
import { auctionLots, goods, goodsImages, goodsTranslations } from './schema.js';
import { GoodsStatus } from './status.js';

/** Statuses whose detail page anyone may open: on sale, and sold out (still linked from orders). */
const PUBLIC_STATUSES: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

const categoryNameColumn = {
  'zh-cn': categories.nameZhCn,
  en: categories.nameEn,
  'zh-tw': categories.nameZhTw,
} as const;

function summarySelect(db: Db, lang: Lang) {
  return (
    db
      .select({
        goods,
        // The viewer's language, unless that is the original (whose text is on the goods itself).
        translation: {
          lang: goodsTranslations.lang,
          title: goodsTranslations.title,
          description: goodsTranslations.description,
        },
        categoryName: categoryNameColumn[lang],
        cover: goodsImages,
        lot: auctionLots,
        // Embedded so a page needs no second round trip for its sellers (docs/api-contract.md).
        seller: publicProfileColumns,
      })
      .from(goods)
      // Joined through the (goods_id, lang) unique index for the page's rows only: the plans that chose the
      // page never see the language.
      .leftJoin(
        goodsTranslations,
        and(
          eq(goodsTranslations.goodsId, goods.id),
          eq(goodsTranslations.lang, lang),
          ne(goods.originalLang, lang),
        ),
      )
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .leftJoin(goodsImages, and(eq(goodsImages.goodsId, goods.id), eq(goodsImages.position, 0)))
      .leftJoin(auctionLots, eq(auctionLots.goodsId, goods.id))
      // goods.seller_id is a non-null foreign key, so the inner join drops no goods.
      .innerJoin(customers, eq(customers.id, goods.sellerId))
  );
}

export type GoodsRow = Awaited<ReturnType<typeof findGoodsById>>[number];

/** The page's rows with their joins, in the order of `ids` (the joins run for these rows only). */
export async function findSummaries(db: Db, lang: Lang, ids: number[]): Promise<GoodsRow[]> {
  if (ids.length === 0) return [];
  const rows = await summarySelect(db, lang).where(inArray(goods.id, ids));
  const byId = new Map(rows.map((row) => [row.goods.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findGoodsById(db: Db, lang: Lang, id: number) {
  return summarySelect(db, lang)
    .where(and(eq(goods.id, id), inArray(goods.status, PUBLIC_STATUSES)))
    .limit(1);
}

export function findImages(db: Db, goodsId: number) {
  return db
    .select()
    .from(goodsImages)
    .where(eq(goodsImages.goodsId, goodsId))
    .orderBy(asc(goodsImages.position));
}

/** Public goods among `ids` (on sale or sold out), for the detail batch. */
export function findPublicGoodsByIds(db: Db, lang: Lang, ids: number[]) {
  return summarySelect(db, lang).where(and(inArray(goods.id, ids), inArray(goods.status, PUBLIC_STATUSES)));
}

/** The images of several goods in one query, in each one's order. */
export function findImagesOf(db: Db, goodsIds: number[]) {
  return db
    .select()
    .from(goodsImages)
    .where(inArray(goodsImages.goodsId, goodsIds))
    .orderBy(asc(goodsImages.goodsId), asc(goodsImages.position));
}

/**
 * Cart view of goods: any status, the seller's nickname, the cover, and the title in the reader's language
 * when the seller translated it (joined as the lists do, through the (goods_id, lang) unique index). `lang`
 * may be a placeholder, for a prepared statement (a checkout's read, cart/checkout-read.ts).
 */
export function cartGoodsQuery(db: Db, lang: Lang | Placeholder) {
  return db
    .select({
      id: goods.id,
      sellerId: goods.sellerId,
      sellerNickname: customers.nickname,
      title: goods.title,
      originalLang: goods.originalLang,
      translation: { lang: goodsTranslations.lang, title: goodsTranslations.title },
      cover: goodsImages,
      price: goods.price,
      stock: goods.stock,
      status: goods.status,
      saleType: goods.saleType,
    })
    .from(goods)
    .innerJoin(customers, eq(customers.id, goods.sellerId))
    .leftJoin(
      goodsTranslations,
      and(
        eq(goodsTranslations.goodsId, goods.id),
        eq(goodsTranslations.lang, lang),
        ne(goods.originalLang, lang),
      ),
    )
    .leftJoin(goodsImages, and(eq(goodsImages.goodsId, goods.id), eq(goodsImages.position, 0)))
    .$dynamic();
}

export type CartGoodsRow = Awaited<ReturnType<typeof findCartGoods>>[number];

/** cartGoodsQuery of some goods by id. Unknown ids are left out. */
export function findCartGoods(db: Db, lang: Lang, ids: number[]) {
  return cartGoodsQuery(db, lang).where(inArray(goods.id, ids));
}
