// A keyword's candidates in every language (as goods do, decision 0024): two limited probes, each through its
// own table's keyword indexes, merged here; the whole union only when the probes cannot decide. The union
// alone reads every match of both tables, which a dense keyword makes thousands of rows at catalogue scale,
// when all the list needs is "at most the cap, or more".
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { browseWhere, type WorkFilter, type WorkPosition } from './queries.js';
import { works, workTranslations } from './schema.js';
import { matchesKeyword, originalMatches, translationMatches } from './search.js';
import { WORK_SORT_SPECS, type WorkSort } from './sorts.js';

type KeywordFilter = WorkFilter & { keyword: string };

/**
 * Up to `limit` works matching a keyword in any language, found through the keyword indexes, in no
 * particular order, with their sort keys. The caller asks for one more than it will sort: a full answer means
 * "too many to sort", and the list walks its sort index instead (listing.ts). The translations are only read
 * when the originals alone do not already fill the limit.
 */
export async function findKeywordCandidates(
  db: Db,
  filter: KeywordFilter,
  sort: WorkSort,
  limit: number,
): Promise<WorkPosition[]> {
  const originals = await originalProbe(db, filter, sort).limit(limit);
  if (originals.length >= limit) return positions(originals);
  const translated = await translationProbe(db, filter, sort).limit(limit);
  const merged = distinct(originals, translated);
  if (translated.length < limit || merged.length >= limit) return merged;
  // The translation probe was cut short yet counted some works twice (two of their translations match):
  // only the whole union can tell whether the matches fit under the limit. Rare: a keyword common to languages.
  return positions(await unionProbe(db, filter, sort).limit(limit));
}

type ProbeRow = { id: number; key: unknown };

// The key column is created_at (a Date) or price/popularity (numbers), per WORK_SORT_SPECS.
const positions = (rows: ProbeRow[]) => rows as WorkPosition[];

function originalProbe(db: Db, filter: KeywordFilter, sort: WorkSort) {
  return db
    .select({ id: works.id, key: WORK_SORT_SPECS[sort].key })
    .from(works)
    .where(and(browseWhere(filter), originalMatches(filter.keyword)));
}

function translationProbe(db: Db, filter: KeywordFilter, sort: WorkSort) {
  return db
    .select({ id: works.id, key: WORK_SORT_SPECS[sort].key })
    .from(workTranslations)
    .innerJoin(works, eq(works.id, workTranslations.workId))
    .where(and(browseWhere(filter), translationMatches(filter.keyword)));
}

function unionProbe(db: Db, filter: KeywordFilter, sort: WorkSort) {
  return db
    .select({ id: works.id, key: WORK_SORT_SPECS[sort].key })
    .from(works)
    .where(and(browseWhere(filter), matchesKeyword(filter.keyword)));
}

/** One position per work, whichever of its texts matched. */
function distinct(...lists: ProbeRow[][]): WorkPosition[] {
  const byId = new Map<number, ProbeRow>();
  for (const row of lists.flat()) if (!byId.has(row.id)) byId.set(row.id, row);
  return positions([...byId.values()]);
}
