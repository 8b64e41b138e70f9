// One page of the goods list, by cursor or by page number, without counting every match (decision 0006).
import type { Db } from '../../db/client.js';
import { countUpTo, EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { type GoodsCursor, goodsCursor } from './cursor.js';
import { findKeywordCandidates } from './keyword-candidates.js';
import {
  browseWhere,
  findSummaries,
  type GoodsFilter,
  type GoodsRow,
  type PagePosition,
  type Segment,
  segmentIds,
  segmentsOf,
} from './queries.js';
import { countReacted, type ReactedFilter, reactedPositions } from './reacted.js';
import { goods } from './schema.js';
import { type GoodsSort, SORT_SPECS } from './sorts.js';
import { SaleType } from './status.js';

// The goods list counts to the same cap as every other list (lib/keyset.ts). For a keyword the cap also picks
// the plan: up to it, the matches are fetched through the keyword indexes and ordered here; beyond it, the
// list walks its sort index and meets a match every few hundred rows at worst. The cap sits near
// √(on-sale rows × page size), where the two plans cost about the same, so neither reads more than a few
// thousand rows.

export type ListedPage = {
  rows: GoodsRow[];
  /** Each row's own cursor (the position right after it), for clients that resume from any row. */
  cursors: string[];
  hasNext: boolean;
  /** Cursor of the page's last row when a page follows. */
  nextCursor: string | null;
  total: number;
  capped: boolean;
};

type Where = { after: GoodsCursor | undefined } | { offset: number };
/** A cursor of the catalogue's own orderings (not a "by me" list's, nor the management view's). */
type SortCursor = Exclude<GoodsCursor, { s: 'liked' | 'collected' | 'updated' }>;
type SortWhere = { after: SortCursor | undefined } | { offset: number };

function isSortCursor(cursor: GoodsCursor | undefined): cursor is SortCursor {
  return cursor !== undefined && cursor.s !== 'liked' && cursor.s !== 'collected' && cursor.s !== 'updated';
}

/** The request validator only lets a catalogue cursor through on a catalogue list. */
function sortWhereOf(where: Where): SortWhere {
  if ('offset' in where) return where;
  return { after: isSortCursor(where.after) ? where.after : undefined };
}
type Counted = { positions: PagePosition[]; total: number; capped: boolean };

/** Asks for `size + 1` rows: the extra one only says whether a next page exists. */
export async function listGoodsPage(
  db: Db,
  lang: Lang,
  asked: GoodsFilter,
  sort: GoodsSort,
  anyWhere: Where,
  size: number,
  cap = EXACT_TOTAL_UP_TO,
): Promise<ListedPage> {
  // "Ending soon" lists lots only: only they have an end (the validator refuses it with fixed-price goods).
  const filter = sort === 'ending_soon' ? { ...asked, saleType: SaleType.AUCTION } : asked;
  const { keyword } = filter;
  const where = sortWhereOf(anyWhere);
  const { positions, total, capped } = keyword
    ? await searchPositions(db, { ...filter, keyword }, sort, where, size + 1, cap)
    : await browsePositions(db, filter, sort, where, size + 1, cap);
  const hasNext = positions.length > size;
  const page = positions.slice(0, size);
  const rows = await findSummaries(
    db,
    lang,
    page.map((position) => position.id),
  );
  const cursors = page.map((position) => goodsCursor(sort, position.key, position.id, position.tier));
  return {
    rows,
    cursors,
    hasNext,
    nextCursor: hasNext ? (cursors.at(-1) ?? null) : null,
    total,
    capped,
  };
}

/** A "liked by me" / "collected by me" page: the user's own rows, newest first (reacted.ts). */
export async function listReactedPage(
  db: Db,
  lang: Lang,
  filter: ReactedFilter,
  where: Where,
  size: number,
): Promise<ListedPage> {
  const sort = filter.reaction === 'like' ? 'liked' : 'collected';
  const after = 'after' in where && where.after?.s === sort ? where.after : undefined;
  const position = 'offset' in where ? where : { after: after && { k: after.k, i: after.i } };
  const [positions, count] = await Promise.all([
    reactedPositions(db, filter, position, size + 1),
    countReacted(db, filter),
  ]);
  const hasNext = positions.length > size;
  const page = positions.slice(0, size);
  const rows = await findSummaries(
    db,
    lang,
    page.map((p) => p.id),
  );
  const cursors = page.map((p) => goodsCursor(sort, p.key, p.id));
  return { rows, cursors, hasNext, nextCursor: hasNext ? (cursors.at(-1) ?? null) : null, ...count };
}

/** Browsing walks one index whatever the count, so the page and the count run at once. */
async function browsePositions(
  db: Db,
  filter: GoodsFilter,
  sort: GoodsSort,
  where: SortWhere,
  limit: number,
  cap: number,
): Promise<Counted> {
  const [count, positions] = await Promise.all([
    countUpTo(db, goods, browseWhere(filter), cap),
    walkSegments(db, segmentsOf(filter), sort, where, limit),
  ]);
  return { positions, ...count };
}

/**
 * A keyword search fetches at most cap + 1 matches through the keyword indexes (one query). If that is all
 * of them, it is the exact total and the page is cut from them here, exact titles first; otherwise matches
 * are dense and the page comes from walking the sort index (segmentsOf).
 */
async function searchPositions(
  db: Db,
  filter: GoodsFilter & { keyword: string },
  sort: GoodsSort,
  where: SortWhere,
  limit: number,
  cap: number,
): Promise<Counted> {
  const candidates = await findKeywordCandidates(db, filter, sort, cap + 1);
  if (candidates.length > cap) {
    return {
      positions: await walkSegments(db, segmentsOf(filter), sort, where, limit),
      total: cap,
      capped: true,
    };
  }
  const ordered = candidates.sort(comparePositions(sort));
  const start = 'offset' in where ? where.offset : startAfter(ordered, sort, where.after);
  return { positions: ordered.slice(start, start + limit), total: candidates.length, capped: false };
}

/** Tier first (exact titles), then the sort key and id in the sort's direction: the list's order. */
function comparePositions(sort: GoodsSort) {
  const sign = SORT_SPECS[sort].direction === 'asc' ? 1 : -1;
  return (a: PagePosition, b: PagePosition): number =>
    (a.tier ?? 0) - (b.tier ?? 0) || sign * (Number(a.key) - Number(b.key)) || sign * (a.id - b.id);
}

/** Index of the first position after the cursor (0 without one). */
function startAfter(ordered: PagePosition[], sort: GoodsSort, after: SortCursor | undefined): number {
  if (!after) return 0;
  const compare = comparePositions(sort);
  const cursor: PagePosition = {
    id: after.i,
    key: typeof after.k === 'string' ? new Date(after.k) : after.k,
    tier: after.t,
  };
  const index = ordered.findIndex((position) => compare(position, cursor) > 0);
  return index === -1 ? ordered.length : index;
}

/** Segments in order until `limit` rows; a cursor resumes inside the segment (tier) it was taken in. */
async function walkSegments(
  db: Db,
  segments: Segment[],
  sort: GoodsSort,
  where: SortWhere,
  limit: number,
): Promise<PagePosition[]> {
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
    const ids = await segmentIds(db, segment, sort, {
      after: resume,
      offset: isLast ? skip : 0,
      limit: isLast ? wanted : skip + wanted,
    });
    const kept = isLast ? ids : ids.slice(skip);
    if (!isLast) skip = Math.max(0, skip - ids.length);
    found.push(...kept.slice(0, wanted).map((row) => ({ ...row, tier: segment.tier })));
  }
  return found;
}
