import type { Db } from '../../db/client.js';
import { EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { findCategoriesWithCounts } from './queries.js';
import type { CategoryDto } from './validators.js';

export async function listCategories(db: Db, lang: Lang): Promise<CategoryDto[]> {
  const rows = await findCategoriesWithCounts(db, lang, EXACT_TOTAL_UP_TO);
  return rows.map(({ goodsCount, ...row }) => ({
    ...row,
    id: String(row.id),
    goodsCount: Math.min(goodsCount, EXACT_TOTAL_UP_TO),
    goodsCountRelation: goodsCount > EXACT_TOTAL_UP_TO ? 'AT_LEAST' : 'EXACT',
  }));
}
