// One page of the works list by cursor, without counting every match (decision 0006): the catalogue kit's
// plan (lib/catalogue/plan.ts) over the works kind (kind.ts).
import type { Db } from '../../db/client.js';
import type { SortCursor } from '../../lib/catalogue/cursor.js';
import { type ListedPage, pageOf } from '../../lib/catalogue/page.js';
import { listPositions } from '../../lib/catalogue/plan.js';
import { browseWhere } from '../../lib/catalogue/where.js';
import { EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { type WorkFilter, type WorkSort, workCursor, workKind } from './kind.js';
import { findWorkRows, type WorkRow } from './queries.js';

export type ListedWorks = ListedPage<WorkRow>;

/** Asks for `size + 1` positions (the extra one only says whether a next page exists). */
export async function listWorksPage(
  db: Db,
  lang: Lang,
  filter: WorkFilter,
  sort: WorkSort,
  after: SortCursor<WorkSort> | undefined,
  size: number,
  cap = EXACT_TOTAL_UP_TO,
): Promise<ListedWorks> {
  const query = { where: browseWhere(workKind, filter), keyword: filter.keyword, sort };
  const { positions, ...count } = await listPositions(db, workKind, query, { after }, size + 1, cap);
  return pageOf(
    positions,
    size,
    (ids) => findWorkRows(db, lang, ids),
    (position) => workCursor(sort, position.key, position.id),
    count,
  );
}
