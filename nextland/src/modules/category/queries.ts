import { asc, sql } from 'drizzle-orm';
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

/**
 * Every category with its localised name and the number of goods on sale in it, counted no further than
 * `cap + 1` per category (decision 0006): a lateral `limit` walks the (status, category, …) index and stops,
 * so the list costs the same at a million goods as at a hundred. A full `count` read 840k rows (340 ms).
 */
export function findCategoriesWithCounts(db: Db, lang: Lang, cap: number) {
  const onSale = db
    .select({ one: sql`1` })
    .from(goods)
    .where(sql`${goods.categoryId} = ${categories.id} and ${goods.status} = ${GoodsStatus.ON_SALE}`)
    .limit(cap + 1)
    .as('on_sale');
  const counted = sql<number>`(select count(*) from ${onSale})`.mapWith(Number);
  return db
    .select({ id: categories.id, code: categories.code, name: nameColumn[lang], goodsCount: counted })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
}
