// Keyword search on title and description (decision 0006). Two indexes serve it:
// - pg_trgm GIN indexes on title and on description, for keywords of three or more characters that are not
//   Chinese (English and other space-separated text);
// - a GIN index on goods_bigrams(title || ' ' || description), the overlapping two-character grams of the
//   text, for Chinese (a two-character word has no trigram) and for any two-character keyword.
// Either way the index only finds candidates; `ILIKE` on the row decides, so both return exactly the rows
// a plain `ILIKE '%keyword%'` would.
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import { keywordIndex, likePattern } from '../../lib/keyword.js';
import { goods } from './schema.js';

/** The text goods_bigrams indexes; keep in step with the index expression in the goods schema. */
export const bigramDocument = sql`goods_bigrams(${goods.title} || ' ' || ${goods.description})`;

/** Title or description contains the keyword (case-insensitive): the exact test every path ends with. */
export function containsKeyword(keyword: string): SQL {
  const pattern = likePattern(keyword);
  return or(ilike(goods.title, pattern), ilike(goods.description, pattern)) as SQL;
}

/**
 * The keyword condition written so an index can find the candidates: trigrams for long non-Chinese keywords,
 * bigrams for Chinese and two-character ones. A one-character keyword has neither and is a plain filter.
 */
export function indexedKeywordMatch(keyword: string): SQL {
  const contains = containsKeyword(keyword);
  if (keywordIndex(keyword) !== 'bigram') return contains;
  // The keyword's grams come from the same SQL function as the index (folded to a constant when planned),
  // so lower-casing and splitting can never disagree between the two sides.
  return sql`(${bigramDocument} @> goods_bigrams(${keyword}::text) and ${contains})`;
}

/**
 * The same test as containsKeyword, written so that no index can serve it: for a keyword with more matches
 * than the sort-within cap, the list walks its sort-order index and tests rows as it goes, which is cheap
 * precisely because matches are dense. (`strpos` on lower-cased text is what ILIKE does for multibyte text.)
 */
export function containsKeywordUnindexed(keyword: string): SQL {
  return sql`(strpos(lower(${goods.title}), lower(${keyword}::text)) > 0 or strpos(lower(${goods.description}), lower(${keyword}::text)) > 0)`;
}

/** Exact title match (case-insensitive), served by the lower(title) index; these rank first. */
export function titleIs(keyword: string): SQL {
  return sql`lower(${goods.title}) = lower(${keyword})`;
}
