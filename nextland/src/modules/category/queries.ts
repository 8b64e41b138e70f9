import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { categories } from './schema.js';

const nameColumn = {
  'zh-cn': categories.nameZhCn,
  en: categories.nameEn,
  'zh-tw': categories.nameZhTw,
} as const;

/** Every category with its localised name and the number of goods on sale in it. */
export function findCategoriesWithCounts(db: Db, lang: Lang) {
  return db
    .select({
      id: categories.id,
      code: categories.code,
      name: nameColumn[lang],
      goodsCount: count(goods.id),
    })
    .from(categories)
    .leftJoin(goods, and(eq(goods.categoryId, categories.id), eq(goods.status, GoodsStatus.ON_SALE)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
