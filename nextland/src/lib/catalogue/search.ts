// Keyword search over every language of a kind (decisions 0006 and 0024): the original title and description
// on the item table, each translation's on its translations table, each with its own indexes:
// - pg_trgm GIN indexes on title and on description, for keywords of three or more characters that are not
//   Chinese (English and other space-separated text);
// - a GIN index on goods_bigrams(title || ' ' || description), the overlapping two-character grams of the
//   text, for Chinese (a two-character word has no trigram) and for any two-character keyword;
// - on kinds with exact titles first, a lower(title) B-tree for exact titles, which rank first.
// Either way the index only finds candidates; `ILIKE` on the row decides, so the search returns exactly the
// items a plain `ILIKE '%keyword%'` on any of their texts would.
import { type SQL, sql } from 'drizzle-orm';
import { textContainsUnindexed, textMatchesIndexed } from '../keyword.js';
import type { CatalogueKind } from './kind.js';

/** The original title or description matches, through the item table's own keyword indexes. */
export function originalMatches(kind: CatalogueKind, keyword: string): SQL {
  return textMatchesIndexed(kind.item, keyword);
}

/** A translation's title or description matches, through the translations table's keyword indexes. */
export function translationMatches(kind: CatalogueKind, keyword: string): SQL {
  return textMatchesIndexed(kind.translations, keyword);
}

/** The original title is the keyword (case-insensitive), served by the lower(title) index. */
export function titleIs(kind: CatalogueKind, keyword: string): SQL {
  return sql`lower(${kind.item.title}) = lower(${keyword})`;
}

/** A translation's title is the keyword, served by the translations table's lower(title) index. */
export function translatedTitleIs(kind: CatalogueKind, keyword: string): SQL {
  return sql`lower(${kind.translations.title}) = lower(${keyword})`;
}

/**
 * The item's title is the keyword in some language: the ids of both exact-title probes (each through its
 * lower(title) index, always few), which PostgreSQL hashes and joins to the items by primary key.
 */
export function anyTitleIs(kind: CatalogueKind, keyword: string): SQL {
  const { item, translations } = kind;
  const original = sql`select ${item.id} from ${item.table} where ${titleIs(kind, keyword)}`;
  const translated = sql`select ${translations.itemId} from ${translations.table} where ${translatedTitleIs(kind, keyword)}`;
  return sql`${item.id} in (${original} union all ${translated})`;
}

/**
 * The item's id is among the items matching the keyword in any language: the union of the two index
 * searches. Reads every match of both tables, so it only serves when a limited probe could not decide
 * (candidates.ts).
 */
export function matchesKeyword(kind: CatalogueKind, keyword: string): SQL {
  const { item, translations } = kind;
  const original = sql`select ${item.id} from ${item.table} where ${originalMatches(kind, keyword)}`;
  const translated = sql`select ${translations.itemId} from ${translations.table} where ${translationMatches(kind, keyword)}`;
  return sql`${item.id} in (${original} union ${translated})`;
}

/**
 * The same test as matchesKeyword, written so that no index can serve it: for a keyword with more matches
 * than the cap, the list walks its sort-order index and tests rows as it goes, which is cheap precisely
 * because matches are dense. The original text first, then the item's few translations through their
 * (item id, lang) index. A scalar subquery, not `exists`: PostgreSQL may turn an `exists` inside `or` into
 * one hashed scan of every translation (0.8 s at 150,000 translations), where this stays a lookup per row.
 */
export function containsKeywordUnindexed(kind: CatalogueKind, keyword: string): SQL {
  const { item, translations } = kind;
  const translated = sql`coalesce((select bool_or(${textContainsUnindexed(translations, keyword)}) from ${translations.table} where ${translations.itemId} = ${item.id}), false)`;
  return sql`(${textContainsUnindexed(item, keyword)} or ${translated})`;
}
