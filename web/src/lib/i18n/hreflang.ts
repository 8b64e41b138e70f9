import { DEFAULT_LOCALE, HTML_LANG, LOCALES } from './locales.js';
import { switchLocalePath } from './localize-path.js';

/** `<link rel="alternate" hreflang>` targets for one page: each locale, then x-default. */
export function hreflangLinks(urlPathname: string, search: string, origin: string) {
  const links = LOCALES.map((locale) => ({
    hreflang: HTML_LANG[locale],
    href: origin + switchLocalePath(urlPathname, search, locale),
  }));
  links.push({ hreflang: 'x-default', href: origin + switchLocalePath(urlPathname, search, DEFAULT_LOCALE) });
  return links;
}
