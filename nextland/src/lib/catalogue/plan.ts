// Which rows a page of a kind's list holds, by cursor or by offset, without counting every match (decision
// 0006). The list counts to a cap (lib/keyset.ts). For a keyword the cap also picks the plan: up to it, the
// matches are fetched through the keyword indexes and ordered here; beyond it, the list walks its sort index
// and meets a match every few hundred rows at worst. The cap sits near √(listed rows × page size), where the
// two plans cost about the same, so neither reads more than a few thousand rows.
import { and, not, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countUpTo } from '../keyset.js';
import { findKeywordCandidates, type KeywordQuery } from './candidates.js';
import type { SortCursor } from './cursor.js';
import type { CatalogueKind } from './kind.js';
import { anyTitleIs, containsKeywordUnindexed } from './search.js';
import { afterKey, comparePositions, orderingOf, type PagePosition, type SearchTier } from './sorts.js';

/** Where the page starts: after a cursor of the list's sort (none: the first page), or at an offset. */
export type PageStart<S extends string> = { after: SortCursor<S> | undefined } | { offset: number };

/** The list: its conditions on the item table (browseWhere), the keyword if any, and the sort. */
export type ListQuery<S extends string> = { where: SQL; keyword: string | undefined; sort: S };

export type Counted = { positions: PagePosition[]; total: number; capped: boolean };

/** Up to `limit` positions from `start`, and the total up to `cap`. */
export function listPositions<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  query: ListQuery<S>,
  start: PageStart<S>,
  limit: number,
  cap: number,
): Promise<Counted> {
  const { keyword } = query;
  return keyword
    ? searchPositions(db, kind, { ...query, keyword }, start, limit, cap)
    : browsePositions(db, kind, query, start, limit, cap);
}

/** Browsing walks one index whatever the count, so the page and the count run at once. */
async function browsePositions<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  query: ListQuery<S>,
  start: PageStart<S>,
  limit: number,
  cap: number,
): Promise<Counted> {
  const [count, positions] = await Promise.all([
    countUpTo(db, kind.item.table, query.where, cap),
    walkSegments(db, kind, segmentsOf(kind, query), query.sort, start, limit),
  ]);
  return { positions, ...count };
}

/**
 * A keyword search fetches at most cap + 1 matches through the keyword indexes (candidates.ts). If that is
 * all of them, it is the exact total and the page is cut from them here (exact titles first, on kinds that
 * rank them); otherwise matches are dense and the page comes from walking the sort index (segmentsOf).
 */
async function searchPositions<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  query: KeywordQuery<S>,
  start: PageStart<S>,
  limit: number,
  cap: number,
): Promise<Counted> {
  const candidates = await findKeywordCandidates(db, kind, query, cap + 1);
  if (candidates.length > cap) {
    const positions = await walkSegments(db, kind, segmentsOf(kind, query), query.sort, start, limit);
    return { positions, total: cap, capped: true };
  }
  const ordered = candidates.sort(comparePositions(kind, query.sort));
  const from = 'offset' in start ? start.offset : startAfter(kind, ordered, query.sort, start.after);
  return { positions: ordered.slice(from, from + limit), total: candidates.length, capped: false };
}

/** Index of the first position after the cursor (0 without one). */
function startAfter<S extends string>(
  kind: CatalogueKind<S>,
  ordered: PagePosition[],
  sort: S,
  after: SortCursor<S> | undefined,
): number {
  if (!after) return 0;
  const compare = comparePositions(kind, sort);
  const cursor: PagePosition = {
    id: after.i,
    key: typeof after.k === 'string' ? new Date(after.k) : after.k,
    tier: after.t,
  };
  const index = ordered.findIndex((position) => compare(position, cursor) > 0);
  return index === -1 ? ordered.length : index;
}

/** A stretch of the list walked down one (filters…, sort key, id) index. */
type Segment = { tier: SearchTier | undefined; where: SQL };

/**
 * The list as consecutive segments. Browsing is one segment. A keyword search with many matches is one too,
 * every match tested row by row on the walk (cheap because such matches are dense) — or, on kinds with exact
 * titles first, two: exact title matches in any language (tier 0, through the lower(title) indexes of both
 * tables, always few), then every other match (tier 1). So exact titles rank first without ranking every
 * match.
 */
function segmentsOf<S extends string>(kind: CatalogueKind<S>, { where, keyword }: ListQuery<S>): Segment[] {
  if (!keyword) return [{ tier: undefined, where }];
  const contains = containsKeywordUnindexed(kind, keyword);
  if (!kind.exactTitlesFirst) return [{ tier: undefined, where: and(where, contains) as SQL }];
  return [
    { tier: 0, where: and(where, anyTitleIs(kind, keyword)) as SQL },
    { tier: 1, where: and(where, contains, not(anyTitleIs(kind, keyword))) as SQL },
  ];
}

/** Segments in order until `limit` rows; a cursor resumes inside the segment (tier) it was taken in. */
async function walkSegments<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  segments: Segment[],
  sort: S,
  start: PageStart<S>,
  limit: number,
): Promise<PagePosition[]> {
  const found: PagePosition[] = [];
  const after = 'after' in start ? start.after : undefined;
  let skip = 'offset' in start ? start.offset : 0;
  // A cursor from tier 1 starts there; tier 0 (or a list of one segment) starts at the top.
  const first = after?.t === 1 ? 1 : 0;
  for (const [index, segment] of segments.entries()) {
    if (index < first) continue;
    const wanted = limit - found.length;
    if (wanted <= 0) break;
    const resume = index === first && after ? afterKey(kind, sort, after.k, after.i) : undefined;
    const isLast = index === segments.length - 1;
    // Only the last segment takes the offset; an earlier one (exact titles, always few) is read from its
    // start so the rows it holds can be subtracted from the offset.
    const rows = await db
      .select({ id: kind.item.id, key: kind.sorts[sort].key })
      .from(kind.item.table)
      .where(and(segment.where, resume))
      .orderBy(...orderingOf(kind, sort))
      .limit(isLast ? wanted : skip + wanted)
      .offset(isLast ? skip : 0);
    // The key column is a time (a Date) or a number, per the kind's sort specs.
    const ids = rows as { id: number; key: Date | number }[];
    const kept = isLast ? ids : ids.slice(skip);
    if (!isLast) skip = Math.max(0, skip - ids.length);
    const tiered = segment.tier === undefined ? kept : kept.map((row) => ({ ...row, tier: segment.tier }));
    found.push(...tiered.slice(0, wanted));
  }
  return found;
}
