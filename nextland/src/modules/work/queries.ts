import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { publicProfileColumns } from '../seller/dto.js';
import { workImages, works, workTranslations } from './schema.js';

/** Statuses whose detail page anyone may open (as goods): on sale, and sold out. */
const PUBLIC_STATUSES: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

const categoryNameColumn = {
  'zh-cn': categories.nameZhCn,
  en: categories.nameEn,
  'zh-tw': categories.nameZhTw,
} as const;

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
