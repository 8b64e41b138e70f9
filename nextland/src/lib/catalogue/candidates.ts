// A keyword's candidates in every language (decision 0024): two limited probes, each through its own table's
// keyword indexes, merged here; the whole union only when the probes cannot decide. The union alone reads
// every match of both tables, which a dense keyword makes thousands of rows at catalogue scale, when all the
// list needs is "at most the cap, or more".
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { CatalogueKind } from './kind.js';
import { matchesKeyword, originalMatches, titleIs, translatedTitleIs, translationMatches } from './search.js';
import type { PagePosition } from './sorts.js';

/** What the list asks for: its filters (`where`, on the item table), the keyword and the sort. */
export type KeywordQuery<S extends string> = { where: SQL; keyword: string; sort: S };

/**
 * Up to `limit` items matching a keyword in any language, found through the keyword indexes, in no
 * particular order, with their sort key and, on kinds with exact titles first, their tier (0 when a title in
 * some language is the keyword). The caller asks for one more than it will sort: a full answer means "too
 * many to sort", and the list walks its sort index instead (plan.ts). The translations are only read when the
 * originals alone do not already decide.
 */
export async function findKeywordCandidates<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  query: KeywordQuery<S>,
  limit: number,
): Promise<PagePosition[]> {
  const originals = await probe(originalProbe(db, kind, query).limit(limit));
  if (originals.length >= limit) return originals;
  const translated = await probe(translationProbe(db, kind, query).limit(limit));
  const merged = mergeCandidates(originals, translated);
  if (translated.length < limit || merged.length >= limit) return merged;
  // The translation probe was cut short yet counted some items twice (two of their translations match): only
  // the whole union can tell whether the matches fit under the limit. Rare: a keyword common to languages.
  return probe(unionProbe(db, kind, query).limit(limit));
}

type ProbeRow = { id: unknown; key: unknown; exact?: boolean };

async function probe(query: PromiseLike<ProbeRow[]>): Promise<PagePosition[]> {
  const rows = await query;
  // The key column is a time (a Date) or a number, per the kind's sort specs.
  return rows.map((row) => {
    const position = { id: row.id as number, key: row.key as Date | number };
    return row.exact === undefined ? position : { ...position, tier: row.exact ? 0 : 1 };
  });
}

/** The probe's columns: the exact-title test only where it ranks (it needs the lower(title) indexes). */
function columns<S extends string>(kind: CatalogueKind<S>, sort: S, exact: () => SQL) {
  const position = { id: kind.item.id, key: kind.sorts[sort].key };
  return kind.exactTitlesFirst ? { ...position, exact: exact().mapWith(Boolean) } : position;
}

function originalProbe<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  { where, keyword, sort }: KeywordQuery<S>,
) {
  return db
    .select(columns(kind, sort, () => titleIs(kind, keyword)))
    .from(kind.item.table)
    .where(and(where, originalMatches(kind, keyword)));
}

function translationProbe<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  { where, keyword, sort }: KeywordQuery<S>,
) {
  const { item, translations } = kind;
  return db
    .select(columns(kind, sort, () => translatedTitleIs(kind, keyword)))
    .from(translations.table)
    .innerJoin(item.table, eq(item.id, translations.itemId))
    .where(and(where, translationMatches(kind, keyword)));
}

function unionProbe<S extends string>(
  db: Db,
  kind: CatalogueKind<S>,
  { where, keyword, sort }: KeywordQuery<S>,
) {
  const { item, translations } = kind;
  const exact = () => {
    const exactTranslation = sql`exists (select 1 from ${translations.table} where ${translations.itemId} = ${item.id} and ${translatedTitleIs(kind, keyword)})`;
    return sql`(${titleIs(kind, keyword)} or ${exactTranslation})`;
  };
  return db
    .select(columns(kind, sort, exact))
    .from(item.table)
    .where(and(where, matchesKeyword(kind, keyword)));
}

/** One position per item; an item is in tier 0 when any of its texts has the keyword as its title. */
function mergeCandidates(...lists: PagePosition[][]): PagePosition[] {
  const byId = new Map<number, PagePosition>();
  for (const position of lists.flat()) {
    const seen = byId.get(position.id);
    if (!seen || position.tier === 0) byId.set(position.id, position);
  }
  return [...byId.values()];
}
