// Keyword search over every language of a work (decision 0006's plan, on two tables): the original title and
// description on `works`, and each translation's on `work_translations`, each with its own trigram and bigram
// indexes. The indexes only find candidates; ILIKE on the row decides.
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { keywordIndex, likePattern } from '../../lib/keyword.js';
import { works, workTranslations } from './schema.js';

type Text = { title: PgColumn; description: PgColumn };

/** Title or description contains the keyword, written so the text's trigram or bigram index can serve it. */
function indexedMatch(text: Text, keyword: string): SQL {
  const pattern = likePattern(keyword);
  const contains = or(ilike(text.title, pattern), ilike(text.description, pattern)) as SQL;
  if (keywordIndex(keyword) !== 'bigram') return contains;
  // Same expression as the indexes (goods_bigrams, migration 0004), so both sides split text alike.
  const document = sql`goods_bigrams(${text.title} || ' ' || ${text.description})`;
  return sql`(${document} @> goods_bigrams(${keyword}::text) and ${contains})`;
}

/**
 * `works.id` is among the works matching the keyword in any language: the union of two index searches,
 * which PostgreSQL hashes and joins to `works` by primary key.
 */
export function matchesKeyword(keyword: string): SQL {
  const translated = sql`select ${workTranslations.workId} from ${workTranslations} where ${indexedMatch(workTranslations, keyword)}`;
  const original = sql`select ${works.id} from ${works} where ${indexedMatch(works, keyword)}`;
  return sql`${works.id} in (${original} union ${translated})`;
}

function containsUnindexed(text: Text, keyword: string): SQL {
  return sql`(strpos(lower(${text.title}), lower(${keyword}::text)) > 0 or strpos(lower(${text.description}), lower(${keyword}::text)) > 0)`;
}

/**
 * The same test row by row, for walking a sort index when matches are dense (more than the cap): the
 * original text, then the work's few translations through their (work_id, lang) index.
 */
export function matchesKeywordUnindexed(keyword: string): SQL {
  const translated = sql`exists (select 1 from ${workTranslations} where ${workTranslations.workId} = ${works.id} and ${containsUnindexed(workTranslations, keyword)})`;
  return sql`(${containsUnindexed(works, keyword)} or ${translated})`;
}
