// A keyword's candidates in every language (decision 0024): two limited probes, each through its own table's
// keyword indexes, merged here; the whole union only when the probes cannot decide.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { browseWhere, type GoodsFilter, type PagePosition } from './queries.js';
import { goods, goodsTranslations } from './schema.js';
import { matchesKeyword, originalMatches, titleIs, translatedTitleIs, translationMatches } from './search.js';
import { type GoodsSort, SORT_SPECS } from './sorts.js';

type KeywordFilter = GoodsFilter & { keyword: string };

/**
 * Up to `limit` goods matching a keyword in any language, found through the keyword indexes, in no particular
 * order, with their sort key and tier (0 when a title in some language is the keyword). The caller asks for
 * one more than it will sort: a full answer means "too many to sort", and the list walks its sort index
 * instead (listing.ts). Two limited probes, originals then translations, each served by its own table's
 * indexes; the translations are only read when the originals alone do not already decide.
 */
export async function findKeywordCandidates(
  db: Db,
  filter: KeywordFilter,
  sort: GoodsSort,
  limit: number,
): Promise<PagePosition[]> {
  const originals = await probe(originalProbe(db, filter, sort).limit(limit));
  if (originals.length >= limit) return originals;
  const translated = await probe(translationProbe(db, filter, sort).limit(limit));
  const merged = mergeCandidates(originals, translated);
  if (translated.length < limit || merged.length >= limit) return merged;
  // The translation probe was cut short yet counted some goods twice (two of its translations match): only
  // the whole union can tell whether the matches fit under the limit. Rare: a keyword common to languages.
  return probe(unionProbe(db, filter, sort).limit(limit));
}

type ProbeRow = { id: number; key: unknown; exact: boolean };

async function probe(query: PromiseLike<ProbeRow[]>): Promise<PagePosition[]> {
  const rows = await query;
  return rows.map((row) => ({ id: row.id, key: row.key as Date | number, tier: row.exact ? 0 : 1 }));
}

function originalProbe(db: Db, filter: KeywordFilter, sort: GoodsSort) {
  return db
    .select({ id: goods.id, key: SORT_SPECS[sort].key, exact: titleIs(filter.keyword).mapWith(Boolean) })
    .from(goods)
    .where(and(browseWhere(filter), originalMatches(filter.keyword)));
}

function translationProbe(db: Db, filter: KeywordFilter, sort: GoodsSort) {
  return db
    .select({
      id: goods.id,
      key: SORT_SPECS[sort].key,
      exact: translatedTitleIs(filter.keyword).mapWith(Boolean),
    })
    .from(goodsTranslations)
    .innerJoin(goods, eq(goods.id, goodsTranslations.goodsId))
    .where(and(browseWhere(filter), translationMatches(filter.keyword)));
}

function unionProbe(db: Db, filter: KeywordFilter, sort: GoodsSort) {
  const exactTranslation = sql`exists (select 1 from ${goodsTranslations} where ${goodsTranslations.goodsId} = ${goods.id} and ${translatedTitleIs(filter.keyword)})`;
  return db
    .select({
      id: goods.id,
      key: SORT_SPECS[sort].key,
      exact: sql`(${titleIs(filter.keyword)} or ${exactTranslation})`.mapWith(Boolean),
    })
    .from(goods)
    .where(and(browseWhere(filter), matchesKeyword(filter.keyword)));
}

/** One position per goods; a goods is in tier 0 when any of its texts has the keyword as its title. */
function mergeCandidates(...lists: PagePosition[][]): PagePosition[] {
  const byId = new Map<number, PagePosition>();
  for (const position of lists.flat()) {
    const seen = byId.get(position.id);
    if (!seen || position.tier === 0) byId.set(position.id, position);
  }
  return [...byId.values()];
}
