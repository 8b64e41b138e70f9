// One page of the goods list, by cursor or by page number, without counting every match (decision 0006).
import type { Db } from '../../db/client.js';
import type { Lang } from '../../lib/lang.js';
import { type GoodsCursor, goodsCursor } from './cursor.js';
import {
  countUpTo,
  findSummaries,
  type GoodsFilter,
  type GoodsRow,
  matchWhere,
  type PagePosition,
  segmentIds,
  segmentsOf,
} from './queries.js';
import type { GoodsSort } from './sorts.js';

/**
 * Totals are exact up to this many matches and "at least this many" beyond: counting stops here, so a
 * total costs the same for a thousand matches as for a million. Pages past it still load (hasNext comes
 * from the page itself), and a person reading ten goods a page rarely goes that far.
 */
export const EXACT_TOTAL_UP_TO = 1000;

export type ListedPage = {
  rows: GoodsRow[];
  hasNext: boolean;
  /** Cursor of the page's last row when a page follows. */
  nextCursor: string | null;
  total: number;
  capped: boolean;
};

type Where = { after: GoodsCursor | undefined } | { offset: number };

/**
 * Asks for `size + 1` rows: the extra one only says whether a next page exists. Segments (see segmentsOf)
 * are walked in order until the page is full; a cursor resumes inside the segment (tier) it was taken in.
 */
export async function listGoodsPage(
  db: Db,
  lang: Lang,
  filter: GoodsFilter,
  sort: GoodsSort,
  where: Where,
  size: number,
): Promise<ListedPage> {
  const [positions, count] = await Promise.all([
    walkSegments(db, filter, sort, where, size + 1),
    countUpTo(db, matchWhere(filter), EXACT_TOTAL_UP_TO),
  ]);
  const hasNext = positions.length > size;
  const page = positions.slice(0, size);
  const last = page.at(-1);
  const rows = await findSummaries(
    db,
    lang,
    page.map((position) => position.id),
  );
  return {
    rows,
    hasNext,
    nextCursor: hasNext && last ? goodsCursor(sort, last.key, last.id, last.tier) : null,
    total: count.total,
    capped: count.capped,
  };
}

async function walkSegments(
  db: Db,
  filter: GoodsFilter,
  sort: GoodsSort,
  where: Where,
  limit: number,
): Promise<PagePosition[]> {
  const segments = segmentsOf(filter);
  const found: PagePosition[] = [];
  const after = 'after' in where ? where.after : undefined;
  let skip = 'offset' in where ? where.offset : 0;
  // A cursor from tier 1 starts there; tier 0 (or browsing, which has one segment) starts at the top.
  const first = after?.t === 1 ? 1 : 0;
  for (const [index, segment] of segments.entries()) {
    if (index < first) continue;
    const wanted = limit - found.length;
    if (wanted <= 0) break;
    const resume = index === first && after ? { key: after.k, id: after.i } : undefined;
    const isLast = index === segments.length - 1;
    // Only the last segment takes the offset; an earlier one (exact titles, always few) is read from its
    // start so the rows it holds can be subtracted from the offset.
    const ids = await segmentIds(db, segment.where, sort, {
      ...(resume ? { after: resume } : {}),
      offset: isLast ? skip : 0,
      limit: isLast ? wanted : skip + wanted,
    });
    const kept = isLast ? ids : ids.slice(skip);
    if (!isLast) skip = Math.max(0, skip - ids.length);
    found.push(...kept.slice(0, wanted).map((row) => ({ ...row, tier: segment.tier })));
  }
  return found;
}
