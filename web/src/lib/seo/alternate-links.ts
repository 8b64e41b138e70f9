import { DEFAULT_LOCALE, HTML_LANG, LOCALES, type Locale } from '../i18n/locales.js';
import { switchLocalePath } from '../i18n/localize-path.js';

/**
 * `<link rel="alternate" hreflang>` targets for one page, absolute: each locale, then x-default. The path may be
 * Vike's logical `urlPathname` (`/goods`, the prefix stripped by +onBeforeRoute) or a localized one.
 */
export function hreflangLinks(urlPathname: string, search: string, origin: string) {
  const links = LOCALES.map((locale) => ({
    hreflang: HTML_LANG[locale],
    href: origin + switchLocalePath(urlPathname, search, locale),
  }));
  links.push({ hreflang: 'x-default', href: origin + switchLocalePath(urlPathname, search, DEFAULT_LOCALE) });
  return links;
}

/**
 * `<link rel="canonical">`: the page's own absolute URL in its locale, with the query, which selects the
 * content here (`/goods/details?id=7`, a filtered list).
 */
export function canonicalUrl(urlPathname: string, search: string, locale: Locale, origin: string): string {
  return origin + switchLocalePath(urlPathname, search, locale);
}
