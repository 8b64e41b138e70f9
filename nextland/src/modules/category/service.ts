import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { findCategoriesWithCounts } from './queries.js';
import type { CategoryDto } from './validators.js';

export async function listCategories(db: Db, lang: Lang): Promise<CategoryDto[]> {
  const rows = await findCategoriesWithCounts(db, lang);
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}
