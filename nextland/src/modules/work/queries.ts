import { and, asc, eq, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { publicProfileColumns } from '../seller/dto.js';
import type { Licence, MediaType } from './kinds.js';
import { workImages, works, workTranslations } from './schema.js';
import { matchesKeywordUnindexed } from './search.js';
import { afterWorkKey, WORK_SORT_SPECS, type WorkSort, workOrdering } from './sorts.js';

/** Statuses whose detail page anyone may open (as goods): on sale, and sold out. */
const PUBLIC_STATUSES: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export type WorkFilter = {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  mediaType?: MediaType | undefined;
  licence?: Licence | undefined;
  minFen?: number | undefined;
  maxFen?: number | undefined;
};

/** A listed row's place in its ordering: what a cursor needs. */
export type WorkPosition = { id: number; key: Date | number };

const categoryNameColumn = {
  'zh-cn': categories.nameZhCn,
  en: categories.nameEn,
  'zh-tw': categories.nameZhTw,
} as const;

/** On sale plus the filters: the media type or category is an index prefix, the rest is tested on the walk. */
export function browseWhere(filter: WorkFilter): SQL {
  return and(
    eq(works.status, GoodsStatus.ON_SALE),
    filter.categoryId === undefined ? undefined : eq(works.categoryId, filter.categoryId),
    filter.mediaType === undefined ? undefined : eq(works.mediaType, filter.mediaType),
    filter.licence === undefined ? undefined : eq(works.licence, filter.licence),
    filter.minFen === undefined ? undefined : gte(works.price, filter.minFen),
    filter.maxFen === undefined ? undefined : lte(works.price, filter.maxFen),
  ) as SQL;
}

/** Ids with their sort keys, in order, after a position: one walk of the (filters…, key, id) index. */
export async function walkPositions(
  db: Db,
  where: SQL,
  sort: WorkSort,
  after: { key: string | number; id: number } | undefined,
  limit: number,
): Promise<WorkPosition[]> {
  const rows = await db
    .select({ id: works.id, key: WORK_SORT_SPECS[sort].key })
    .from(works)
    .where(and(where, after ? afterWorkKey(sort, after.key, after.id) : undefined))
    .orderBy(...workOrdering(sort))
    .limit(limit);
  // The key column is created_at (a Date) or price/popularity (numbers), per WORK_SORT_SPECS.
  return rows as WorkPosition[];
}

/** The filter with a keyword tested row by row: for walking the sort index when matches are dense. */
export function denseKeywordWhere(filter: WorkFilter & { keyword: string }): SQL {
  return and(browseWhere(filter), matchesKeywordUnindexed(filter.keyword)) as SQL;
}

function rowSelect(db: Db, lang: Lang) {
  return db
    .select({
      work: works,
      // The viewer's language, unless that is the original (whose text is on the work itself).
      translation: {
        lang: workTranslations.lang,
        title: workTranslations.title,
        description: workTranslations.description,
      },
      categoryName: categoryNameColumn[lang],
      cover: workImages,
      seller: publicProfileColumns,
    })
    .from(works)
    .leftJoin(
      workTranslations,
      and(
        eq(workTranslations.workId, works.id),
        eq(workTranslations.lang, lang),
        ne(works.originalLang, lang),
      ),
    )
    .leftJoin(categories, eq(categories.id, works.categoryId))
    .leftJoin(workImages, and(eq(workImages.workId, works.id), eq(workImages.position, 0)))
    .innerJoin(customers, eq(customers.id, works.sellerId));
}

export type WorkRow = Awaited<ReturnType<typeof findWorkById>>[number];

/** The page's rows with their joins, in the order of `ids`. */
export async function findWorkRows(db: Db, lang: Lang, ids: number[]): Promise<WorkRow[]> {
  if (ids.length === 0) return [];
  const rows = await rowSelect(db, lang).where(inArray(works.id, ids));
  const byId = new Map(rows.map((row) => [row.work.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export function findWorkById(db: Db, lang: Lang, id: number) {
  return rowSelect(db, lang)
    .where(and(eq(works.id, id), inArray(works.status, PUBLIC_STATUSES)))
    .limit(1);
}

export function findWorkImages(db: Db, workId: number) {
  return db.select().from(workImages).where(eq(workImages.workId, workId)).orderBy(asc(workImages.position));
}
