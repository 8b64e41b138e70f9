// One page of the works list by cursor, without counting every match (decision 0006): the plan of the goods
// list without exact-title tiers, so a keyword page is ordered exactly as a browsing page and one cursor shape
// serves both.
import type { Db } from '../../db/client.js';
import { countUpTo, EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { type WorkCursor, workCursor } from './cursor.js';
import { findKeywordCandidates } from './keyword-candidates.js';
import {
  browseWhere,
  denseKeywordWhere,
  findWorkRows,
  type WorkFilter,
  type WorkPosition,
  type WorkRow,
  walkPositions,
} from './queries.js';
import { works } from './schema.js';
import { WORK_SORT_SPECS, type WorkSort } from './sorts.js';

export type ListedWorks = {
  rows: WorkRow[];
  cursors: string[];
  hasNext: boolean;
  nextCursor: string | null;
  total: number;
  capped: boolean;
};

/** A cursor of the catalogue's own orderings (not a "by me" list's). */
export type SortCursor = Exclude<WorkCursor, { s: 'liked' | 'collected' }>;

type Counted = { positions: WorkPosition[]; total: number; capped: boolean };

/** Asks for `size + 1` positions (the extra one only says whether a next page exists). */
export async function listWorksPage(
  db: Db,
  lang: Lang,
  filter: WorkFilter,
  sort: WorkSort,
  after: SortCursor | undefined,
  size: number,
  cap = EXACT_TOTAL_UP_TO,
): Promise<ListedWorks> {
  const start = after ? { key: after.k, id: after.i } : undefined;
  const { keyword } = filter;
  const { positions, total, capped } = keyword
    ? await searchPositions(db, { ...filter, keyword }, sort, start, size + 1, cap)
    : await browsePositions(db, filter, sort, start, size + 1, cap);
  return workPage(db, lang, positions, size, (p) => workCursor(sort, p.key, p.id), { total, capped });
}

/**
 * The page of `size + 1` positions (the extra one only says whether a next page exists): the rows with their
 * joins, in order, and each row's cursor.
 */
export async function workPage(
  db: Db,
  lang: Lang,
  positions: WorkPosition[],
  size: number,
  cursorOf: (position: WorkPosition) => string,
  count: { total: number; capped: boolean },
): Promise<ListedWorks> {
  const hasNext = positions.length > size;
  const page = positions.slice(0, size);
  const rows = await findWorkRows(
    db,
    lang,
    page.map((position) => position.id),
  );
  const cursors = page.map(cursorOf);
  return { rows, cursors, hasNext, nextCursor: hasNext ? (cursors.at(-1) ?? null) : null, ...count };
}

type Start = { key: string | number; id: number } | undefined;

async function browsePositions(
  db: Db,
  filter: WorkFilter,
  sort: WorkSort,
  start: Start,
  limit: number,
  cap: number,
): Promise<Counted> {
  const where = browseWhere(filter);
  const [count, positions] = await Promise.all([
    countUpTo(db, works, where, cap),
    walkPositions(db, where, sort, start, limit),
  ]);
  return { positions, ...count };
}

/**
 * At most cap + 1 matches through the keyword indexes of both tables (two limited probes,
 * keyword-candidates.ts). All of them: the exact total, and the
 * page is cut from them here. More: matches are dense, and the page comes from walking the sort index.
 */
async function searchPositions(
  db: Db,
  filter: WorkFilter & { keyword: string },
  sort: WorkSort,
  start: Start,
  limit: number,
  cap: number,
): Promise<Counted> {
  const candidates = await findKeywordCandidates(db, filter, sort, cap + 1);
  if (candidates.length > cap) {
    const positions = await walkPositions(db, denseKeywordWhere(filter), sort, start, limit);
    return { positions, total: cap, capped: true };
  }
  const compare = comparePositions(sort);
  const ordered = candidates.sort(compare);
  const from = start
    ? ordered.findIndex(
        (p) =>
          compare(p, { id: start.id, key: typeof start.key === 'string' ? new Date(start.key) : start.key }) >
          0,
      )
    : 0;
  const positions = from === -1 ? [] : ordered.slice(from, from + limit);
  return { positions, total: candidates.length, capped: false };
}

/** The sort key, then id, in the sort's direction: the order the indexes walk. */
function comparePositions(sort: WorkSort) {
  const sign = WORK_SORT_SPECS[sort].direction === 'asc' ? 1 : -1;
  return (a: WorkPosition, b: WorkPosition): number =>
    sign * (Number(a.key) - Number(b.key)) || sign * (a.id - b.id);
}
