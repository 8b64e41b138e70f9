/** Locale codes as used in URLs, the `i18n_redirected` cookie and the `lang`/`x-locale` sent to the BFF. */
export const LOCALES = ['zh-cn', 'en', 'zh-tw'] as const;
export type Locale = (typeof LOCALES)[number];

/** The default locale has no URL prefix and the route-name suffix `default`. */
export const DEFAULT_LOCALE: Locale = 'zh-cn';

/** Cookie that stores the chosen locale (spec §9). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** `<html lang>` / hreflang value per locale. */
export const HTML_LANG: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en', 'zh-tw': 'zh-TW' };

/** Folder under /locales holding each locale's message files. */
export const MESSAGE_DIR: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en', 'zh-tw': 'zh-TW' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
