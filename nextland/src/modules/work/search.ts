// Keyword search over every language of a work (decision 0006's plan, on two tables): the original title and
// description on `works`, and each translation's on `work_translations`, each with its own trigram and bigram
// indexes. The indexes only find candidates; ILIKE on the row decides.
import { type SQL, sql } from 'drizzle-orm';
import {
  textContainsUnindexed as containsUnindexed,
  textMatchesIndexed as indexedMatch,
} from '../../lib/keyword.js';
import { works, workTranslations } from './schema.js';

/**
 * `works.id` is among the works matching the keyword in any language: the union of two index searches,
 * which PostgreSQL hashes and joins to `works` by primary key.
 */
export function matchesKeyword(keyword: string): SQL {
  const translated = sql`select ${workTranslations.workId} from ${workTranslations} where ${indexedMatch(workTranslations, keyword)}`;
  const original = sql`select ${works.id} from ${works} where ${indexedMatch(works, keyword)}`;
  return sql`${works.id} in (${original} union ${translated})`;
}

/**
 * The same test row by row, for walking a sort index when matches are dense (more than the cap): the
 * original text, then the work's few translations through their (work_id, lang) index.
 */
export function matchesKeywordUnindexed(keyword: string): SQL {
  const translated = sql`exists (select 1 from ${workTranslations} where ${workTranslations.workId} = ${works.id} and ${containsUnindexed(workTranslations, keyword)})`;
  return sql`(${containsUnindexed(works, keyword)} or ${translated})`;
}
