// Keyword search on title and description in every language of a listing (decisions 0006 and 0024): the
// original on `goods`, each translation on `goods_translations`, each table with its own indexes:
// - pg_trgm GIN indexes on title and on description, for keywords of three or more characters that are not
//   Chinese (English and other space-separated text);
// - a GIN index on goods_bigrams(title || ' ' || description), the overlapping two-character grams of the
//   text, for Chinese (a two-character word has no trigram) and for any two-character keyword;
// - a lower(title) B-tree for exact titles, which rank first.
// Either way the index only finds candidates; `ILIKE` on the row decides, so the search returns exactly the
// goods a plain `ILIKE '%keyword%'` on any of their texts would.
import { type SQL, sql } from 'drizzle-orm';
import { textContainsUnindexed, textMatchesIndexed } from '../../lib/keyword.js';
import { goods, goodsTranslations } from './schema.js';

/** The original title or description matches, through goods' own keyword indexes. */
export function originalMatches(keyword: string): SQL {
  return textMatchesIndexed(goods, keyword);
}

/** A translation's title or description matches, through goods_translations' keyword indexes. */
export function translationMatches(keyword: string): SQL {
  return textMatchesIndexed(goodsTranslations, keyword);
}

/** The original title is the keyword (case-insensitive), served by the lower(title) index. */
export function titleIs(keyword: string): SQL {
  return sql`lower(${goods.title}) = lower(${keyword})`;
}

/** A translation's title is the keyword, served by goods_translations' lower(title) index. */
export function translatedTitleIs(keyword: string): SQL {
  return sql`lower(${goodsTranslations.title}) = lower(${keyword})`;
}

/**
 * The goods' title is the keyword in some language: the ids of both exact-title probes (each through its
 * lower(title) index, always few), which PostgreSQL hashes and joins to goods by primary key.
 */
export function anyTitleIs(keyword: string): SQL {
  const original = sql`select ${goods.id} from ${goods} where ${titleIs(keyword)}`;
  const translated = sql`select ${goodsTranslations.goodsId} from ${goodsTranslations} where ${translatedTitleIs(keyword)}`;
  return sql`${goods.id} in (${original} union all ${translated})`;
}

/**
 * `goods.id` is among the goods matching the keyword in any language: the union of the two index searches.
 * Reads every match of both tables, so it only serves when a limited probe could not decide (listing.ts).
 */
export function matchesKeyword(keyword: string): SQL {
  const original = sql`select ${goods.id} from ${goods} where ${originalMatches(keyword)}`;
  const translated = sql`select ${goodsTranslations.goodsId} from ${goodsTranslations} where ${translationMatches(keyword)}`;
  return sql`${goods.id} in (${original} union ${translated})`;
}

/**
 * The same test as matchesKeyword, written so that no index can serve it: for a keyword with more matches
 * than the cap, the list walks its sort-order index and tests rows as it goes, which is cheap precisely
 * because matches are dense. The original text first, then the goods' few translations through their
 * (goods_id, lang) index. A scalar subquery, not `exists`: PostgreSQL may turn an `exists` inside `or` into
 * one hashed scan of every translation (0.8 s at 150,000 translations), where this stays a lookup per row.
 */
export function containsKeywordUnindexed(keyword: string): SQL {
  const translated = sql`coalesce((select bool_or(${textContainsUnindexed(goodsTranslations, keyword)}) from ${goodsTranslations} where ${goodsTranslations.goodsId} = ${goods.id}), false)`;
  return sql`(${textContainsUnindexed(goods, keyword)} or ${translated})`;
}
