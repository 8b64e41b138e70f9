// Keyword search helpers shared by the catalogues (goods, works; decision 0006): which index can find a
// keyword's candidates, the ILIKE pattern that decides, and the two ways of writing the test on one text
// table (its original or a translation): one its indexes serve, one they do not (for walking a sort index).
import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** `%`, `_` and `\` in the user's keyword match themselves, not patterns. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
}

/** True when the keyword has two adjacent characters that are not spaces: it then has at least one bigram. */
export function hasBigram(keyword: string): boolean {
  return /[^ \t\n\r][^ \t\n\r]/u.test(keyword);
}

// CJK ideographs, kana and hangul: scripts written without spaces, where words are one to four characters.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * Which index finds the keyword's candidates: trigrams for keywords of three or more characters in spaced
 * scripts, character bigrams for Chinese and two-character keywords, none for a single character.
 */
export function keywordIndex(keyword: string): 'trigram' | 'bigram' | 'none' {
  if (Array.from(keyword).length >= 3 && !UNSPACED_SCRIPT.test(keyword)) return 'trigram';
  return hasBigram(keyword) ? 'bigram' : 'none';
}

/** A table's title and description columns: goods, works, or one of their translation tables. */
export type KeywordText = { title: PgColumn; description: PgColumn };

/**
 * Title or description contains the keyword (case-insensitive), written so the table's trigram or bigram
 * index can find the candidates; ILIKE on the row decides. The bigram side uses the same expression as the
 * indexes (goods_bigrams of migration 0004, folded to a constant for the keyword), so both split text alike.
 */
export function textMatchesIndexed(text: KeywordText, keyword: string): SQL {
  const pattern = likePattern(keyword);
  const contains = or(ilike(text.title, pattern), ilike(text.description, pattern)) as SQL;
  if (keywordIndex(keyword) !== 'bigram') return contains;
  const document = sql`goods_bigrams(${text.title} || ' ' || ${text.description})`;
  return sql`(${document} @> goods_bigrams(${keyword}::text) and ${contains})`;
}

/**
 * The same test written so that no index can serve it, for walking a sort index when matches are dense.
 * (`strpos` on lower-cased text is what ILIKE does for multibyte text.)
 */
export function textContainsUnindexed(text: KeywordText, keyword: string): SQL {
  return sql`(strpos(lower(${text.title}), lower(${keyword}::text)) > 0 or strpos(lower(${text.description}), lower(${keyword}::text)) > 0)`;
}
