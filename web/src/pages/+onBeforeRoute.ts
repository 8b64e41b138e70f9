// https://vike.dev/onBeforeRoute
import type { PageContext } from 'vike/types';
import { extractLocale } from '../lib/i18n/localize-path.js';

/**
 * Strips the locale prefix (`/en/goods` → `/goods`, locale `en`); unprefixed URLs are the default locale.
 * The router then matches `urlLogical`, so route files never deal with prefixes.
 */
export function onBeforeRoute(pageContext: PageContext) {
  const { urlPathname, urlParsed } = pageContext;
  const { locale, path } = extractLocale(urlPathname);
  return {
    pageContext: {
      locale,
      // The hash plays no part in routing (and servers never see it).
      urlLogical: path + (urlParsed.searchOriginal ?? ''),
    },
  };
}
