import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { offsetOf, type PageRequest } from '../../lib/paging.js';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';
import { publicProfileColumns } from '../seller/queries.js';
import { auctionLots, goods, goodsImages } from './schema.js';
import { GoodsStatus } from './status.js';
import type { GoodsSort } from './validators.js';

export const STATUS_ON_SALE = GoodsStatus.ON_SALE;
/** Statuses whose detail page anyone may open: on sale, and sold out (still linked from orders). */
export const PUBLIC_STATUSES: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export type GoodsFilter = {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  saleType?: 0 | 1 | undefined;
};

const categoryNameColumn = {
  'zh-cn': categories.nameZhCn,
  en: categories.nameEn,
  'zh-tw': categories.nameZhTw,
} as const;

// id is the last key of every ordering so pages never overlap or skip rows with equal keys.
const orderings: Record<GoodsSort, SQL[]> = {
  newest: [desc(goods.createdAt), desc(goods.id)],
  price_asc: [asc(goods.price), asc(goods.id)],
  price_desc: [desc(goods.price), desc(goods.id)],
  popular: [desc(goods.popularity), desc(goods.id)],
};

/** `%`, `_` and `\` in the user's keyword match themselves, not patterns. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

function onSaleWhere(filter: GoodsFilter): SQL | undefined {
  const pattern = filter.keyword ? likePattern(filter.keyword) : undefined;
  return and(
    eq(goods.status, STATUS_ON_SALE),
    filter.categoryId === undefined ? undefined : eq(goods.categoryId, filter.categoryId),
    filter.saleType === undefined ? undefined : eq(goods.saleType, filter.saleType),
    pattern ? or(ilike(goods.title, pattern), ilike(goods.description, pattern)) : undefined,
  );
}

function summaryColumns(lang: Lang) {
  return {
    goods,
    categoryName: categoryNameColumn[lang],
    cover: goodsImages,
    lot: auctionLots,
    // Embedded so a page needs no second round trip for its sellers (docs/api-contract.md).
    seller: publicProfileColumns,
  };
}

/** `total` is the page query's match count; a lookup by id has none and selects 0. */
function summarySelect(db: Db, lang: Lang, total: SQL.Aliased<number> = sql<number>`0`.as('total')) {
  return (
    db
      .select({ ...summaryColumns(lang), total })
      .from(goods)
      .leftJoin(categories, eq(categories.id, goods.categoryId))
      .leftJoin(goodsImages, and(eq(goodsImages.goodsId, goods.id), eq(goodsImages.position, 0)))
      .leftJoin(auctionLots, eq(auctionLots.goodsId, goods.id))
      // goods.seller_id is a non-null foreign key, so the inner join drops no goods.
      .innerJoin(customers, eq(customers.id, goods.sellerId))
  );
}

export type GoodsRow = Awaited<ReturnType<typeof findGoodsById>>[number];

/**
 * One round trip for a page and its total. The inner query walks the goods index alone: `count(*) over()` is
 * computed before its LIMIT/OFFSET, so each of the page's ids carries the full match count, and the joins run
 * for the page's rows only. A page past the end has no row to carry the total and costs a separate count.
 */
export async function findOnSaleGoods(
  db: Db,
  lang: Lang,
  filter: GoodsFilter,
  sort: GoodsSort,
  page: PageRequest,
) {
  const where = onSaleWhere(filter);
  const offset = offsetOf(page);
  const pageIds = db
    .select({ id: goods.id, total: sql<number>`count(*) over()`.mapWith(Number).as('total') })
    .from(goods)
    .where(where)
    .orderBy(...orderings[sort])
    .limit(page.size)
    .offset(offset)
    .as('page_ids');
  const rows = await summarySelect(db, lang, pageIds.total)
    .innerJoin(pageIds, eq(pageIds.id, goods.id))
    .orderBy(...orderings[sort]);
  const first = rows[0];
  if (first) return { rows, total: first.total };
  if (offset === 0) return { rows, total: 0 };
  const [total] = await db.select({ value: count() }).from(goods).where(where);
  return { rows, total: total?.value ?? 0 };
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
