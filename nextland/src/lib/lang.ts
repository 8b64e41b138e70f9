export const LANGS = ['zh-cn', 'en', 'zh-tw'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'zh-cn';

/** Maps `zh-CN`, `zh_tw`, `EN-us`… onto a supported locale, or null. */
export function normaliseLang(value: string | undefined | null): Lang | null {
  if (!value) return null;
  const tag = value.trim().toLowerCase().replace('_', '-');
  if (tag === 'zh-tw' || tag === 'zh-hk' || tag === 'zh-mo' || tag.startsWith('zh-hant')) return 'zh-tw';
  if (tag === 'zh' || tag.startsWith('zh-')) return 'zh-cn';
  if (tag === 'en' || tag.startsWith('en-')) return 'en';
  return null;
}

/** Picks the best supported locale from an Accept-Language header, honouring q-values. */
export function langFromAcceptLanguage(header: string | undefined): Lang | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: normaliseLang(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.lang !== null && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.lang ?? null;
}

/** A `lang` query parameter wins (unknown values mean zh-cn, as the contract says); else Accept-Language. */
export function resolveLang(query: unknown, acceptLanguage: string | undefined): Lang {
  if (query && typeof query === 'object' && 'lang' in query && typeof query.lang === 'string') {
    return normaliseLang(query.lang) ?? DEFAULT_LANG;
  }
  return langFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANG;
}
