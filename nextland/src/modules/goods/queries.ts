import { and, asc, eq, inArray, ne, not, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';
import { publicProfileColumns } from '../seller/dto.js';
import type { SearchTier } from './cursor.js';
import { auctionLots, goods, goodsImages, goodsTranslations } from './schema.js';
import { anyTitleIs, containsKeywordUnindexed } from './search.js';
import { afterKey, type GoodsSort, orderingOf, SORT_SPECS } from './sorts.js';
import { GoodsStatus, type SaleType } from './status.js';

export const STATUS_ON_SALE = GoodsStatus.ON_SALE;
/** Statuses whose detail page anyone may open: on sale, and sold out (still linked from orders). */
export const PUBLIC_STATUSES: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export type GoodsFilter = {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  saleType?: SaleType | undefined;
};

const categoryNameColumn = {
  'zh-cn': categories.nameZhCn,
  en: categories.nameEn,
  'zh-tw': categories.nameZhTw,
} as const;

/**
 * The on-sale, category and sale-type conditions: the equality prefix of the list indexes, and all that
 * browsing (no keyword) matches.
 */
export function browseWhere(filter: GoodsFilter): SQL {
  return and(
    eq(goods.status, STATUS_ON_SALE),
    filter.categoryId === undefined ? undefined : eq(goods.categoryId, filter.categoryId),
    filter.saleType === undefined ? undefined : eq(goods.saleType, filter.saleType),
  ) as SQL;
}

export type Segment = { tier: SearchTier | undefined; where: SQL };

/**
 * The list as consecutive segments, each walked down its (filters…, sort key, id) index. Browsing is one
 * segment. A keyword search with many matches is two: exact title matches in any language (tier 0, through
 * the lower(title) indexes of both tables, always few), then every other match (tier 1), tested row by row on
 * the walk, which is cheap because such matches are dense. So exact titles rank first without ranking every
 * match.
 */
export function segmentsOf(filter: GoodsFilter): Segment[] {
  const { keyword } = filter;
  if (!keyword) return [{ tier: undefined, where: browseWhere(filter) }];
  return [
    { tier: 0, where: and(browseWhere(filter), anyTitleIs(keyword)) as SQL },
    {
      tier: 1,
      where: and(browseWhere(filter), containsKeywordUnindexed(keyword), not(anyTitleIs(keyword))) as SQL,
    },
  ];
}

/** A listed row's place in the ordering: what a cursor needs. */
export type PagePosition = { id: number; key: Date | number; tier: SearchTier | undefined };

type Range = { after?: { key: string | number; id: number } | undefined; offset: number; limit: number };

/** Ids (with their sort keys) of one segment, in order: `after` a position or from `offset`. */
export async function segmentIds(
  db: Db,
  segment: Segment,
  sort: GoodsSort,
  { after, offset, limit }: Range,
): Promise<{ id: number; key: Date | number }[]> {
  const keyset = after ? afterKey(sort, after.key, after.id) : undefined;
  const rows = await db
    .select({ id: goods.id, key: SORT_SPECS[sort].key })
    .from(goods)
    .where(and(segment.where, keyset))
    .orderBy(...orderingOf(sort))
    .limit(limit)
    .offset(offset);
  // The key column is created_at (a Date) or price/popularity (numbers), per SORT_SPECS.
  return rows as { id: number; key: Date | number }[];
}

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
