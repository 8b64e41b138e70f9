// Keyword search over every language of a work (decisions 0006, 0022, 0024): the original title and
// description on `works`, and each translation's on `work_translations`, each with its own trigram and bigram
// indexes. The indexes only find candidates; ILIKE on the row decides, so a search returns exactly the works a
// plain `ILIKE '%keyword%'` on any of their texts would.
import { type SQL, sql } from 'drizzle-orm';
import { textContainsUnindexed, textMatchesIndexed } from '../../lib/keyword.js';
import { works, workTranslations } from './schema.js';

/** The original title or description matches, through works' own keyword indexes. */
export function originalMatches(keyword: string): SQL {
  return textMatchesIndexed(works, keyword);
}

/** A translation's title or description matches, through work_translations' keyword indexes. */
export function translationMatches(keyword: string): SQL {
  return textMatchesIndexed(workTranslations, keyword);
}

/**
 * `works.id` is among the works matching the keyword in any language: the union of the two index searches.
 * Reads every match of both tables, so it only serves when the limited probes cannot decide
 * (keyword-candidates.ts).
 */
export function matchesKeyword(keyword: string): SQL {
  const original = sql`select ${works.id} from ${works} where ${originalMatches(keyword)}`;
  const translated = sql`select ${workTranslations.workId} from ${workTranslations} where ${translationMatches(keyword)}`;
  return sql`${works.id} in (${original} union ${translated})`;
}

/**
 * The same test row by row, for walking a sort index when matches are dense (more than the cap): the
 * original text, then the work's few translations through their (work_id, lang) index. A scalar subquery,
 * not `exists`: PostgreSQL may turn an `exists` inside `or` into one hashed scan of every translation
 * (decision 0024 measured 0.8–1.6 s per dense keyword for goods), where this stays a lookup per walked row.
 */
export function matchesKeywordUnindexed(keyword: string): SQL {
  const translated = sql`coalesce((select bool_or(${textContainsUnindexed(workTranslations, keyword)}) from ${workTranslations} where ${workTranslations.workId} = ${works.id}), false)`;
  return sql`(${textContainsUnindexed(works, keyword)} or ${translated})`;
}
