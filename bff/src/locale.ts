// The request locale decides nextland's `lang` query and Accept-Language (docs/domain.md#locales).
export const locales = ['zh-cn', 'en', 'zh-tw'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'zh-cn';

/** Locale cookie written by the web (spec section 9). */
export const localeCookie = 'i18n_redirected';

/** Normalises `zh-CN`, `zh_TW`, `en-US` and the like; anything else is unknown. */
export function parseLocale(value: string | undefined | null): Locale | undefined {
  if (!value) return undefined;
  const code = value.trim().toLowerCase().replace('_', '-');
  if ((locales as readonly string[]).includes(code)) return code as Locale;
  if (code === 'zh-hant' || code === 'zh-hk' || code === 'zh-mo') return 'zh-tw';
  if (code === 'zh' || code === 'zh-hans' || code === 'zh-sg') return 'zh-cn';
  if (code.startsWith('en-')) return 'en';
  return undefined;
}

/** `x-locale` header first (the web sends it), then the locale cookie, then the default. */
export function resolveLocale(header: string | string[] | undefined, cookie: string | undefined): Locale {
  const fromHeader = Array.isArray(header) ? header[0] : header;
  return parseLocale(fromHeader) ?? parseLocale(cookie) ?? defaultLocale;
}

/** BCP 47 tag for Accept-Language. */
export function languageTag(locale: Locale): string {
  return locale === 'en' ? 'en' : locale === 'zh-tw' ? 'zh-TW' : 'zh-CN';
}
