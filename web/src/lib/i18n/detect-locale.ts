import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.js';

/** Maps a browser language tag (`en-US`, `zh-Hant-HK`, `zh-TW`) to one of our locales, or null. */
export function localeFromLanguageTag(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (lower === '' || lower === '*') return null;
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  if (lower.startsWith('zh')) {
    // Traditional script or regions that write it; everything else Chinese is Simplified.
    if (/^zh-(hant|tw|hk|mo)\b/.test(lower)) return 'zh-tw';
    return 'zh-cn';
  }
  return null;
}

/** Parses an Accept-Language header into tags ordered by q (stable for equal q). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Spec §2: stored cookie first, then the browser's language list, then the fallback locale.
 * `languages` is Accept-Language on the server or `navigator.languages` in the browser.
 */
export function detectLocale(input: { cookie?: string | undefined; languages: readonly string[] }): Locale {
  if (isLocale(input.cookie)) return input.cookie;
  for (const tag of input.languages) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
