// Keyword search helpers shared by the catalogues (goods, works; decision 0006): which index can find a
// keyword's candidates, and the ILIKE pattern that decides.

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
