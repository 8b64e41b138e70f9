import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { offsetOf, type PageRequest } from '../../lib/paging.js';
import { categories } from '../category/schema.js';
import { auctionLots, goods, goodsImages } from './schema.js';
import type { GoodsSort } from './validators.js';

export const STATUS_ON_SALE = 3;
/** Statuses whose detail page anyone may open: on sale, and sold out (still linked from orders). */
export const PUBLIC_STATUSES = [3, 5];

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
  };
}

function summarySelect(db: Db, lang: Lang) {
  return db
    .select(summaryColumns(lang))
    .from(goods)
    .leftJoin(categories, eq(categories.id, goods.categoryId))
    .leftJoin(goodsImages, and(eq(goodsImages.goodsId, goods.id), eq(goodsImages.position, 0)))
    .leftJoin(auctionLots, eq(auctionLots.goodsId, goods.id));
}

export type GoodsRow = Awaited<ReturnType<typeof findGoodsById>>[number];

export async function findOnSaleGoods(
  db: Db,
  lang: Lang,
  filter: GoodsFilter,
  sort: GoodsSort,
  page: PageRequest,
) {
  const where = onSaleWhere(filter);
  const rows = await summarySelect(db, lang)
    .where(where)
    .orderBy(...orderings[sort])
    .limit(page.size)
    .offset(offsetOf(page));
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
