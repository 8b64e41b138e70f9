import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.js';

/**
 * Adds the locale prefix to a logical path: `/goods` → `/en/goods`; the default locale gets no prefix.
 * No trailing slash: `/` in `en` is `/en`. Query strings and hashes are kept.
 */
export function localizePath(path: string, locale: Locale): string {
  const logical = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return logical;
  if (logical === '/' || logical.startsWith('/?') || logical.startsWith('/#'))
    return `/${locale}${logical.slice(1)}`;
  return `/${locale}${logical}`;
}

/** Splits `/en/goods?x=1` into `{ locale: 'en', path: '/goods?x=1' }`; no prefix means the default locale. */
export function extractLocale(url: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=$|[/?#])/i.exec(url);
  const prefix = match?.[1]?.toLowerCase();
  if (!prefix || !isLocale(prefix) || prefix === DEFAULT_LOCALE || match?.[1] !== prefix) {
    return { locale: DEFAULT_LOCALE, path: url || '/' };
  }
  const rest = url.slice(prefix.length + 1);
  return {
    locale: prefix,
    path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest,
  };
}

/**
 * Route names carry the locale joined by three underscores; the default locale's suffix is `default`
 * (`goods___default`, `goods___en`, `goods___zh-tw`). Used for analytics keys and test ids.
 */
export function routeName(name: string, locale: Locale): string {
  return `${name}___${locale === DEFAULT_LOCALE ? 'default' : locale}`;
}

/**
 * Removes a trailing slash (`/en/goods/` → `/en/goods`), keeping `/` itself; null when nothing changes.
 * Leading slashes (and backslashes, which browsers read as slashes) collapse to one, so `//evil.example/`
 * cannot turn into the protocol-relative redirect target `//evil.example`.
 */
export function withoutTrailingSlash(url: string): string | null {
  const queryAt = url.search(/[?#]/);
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname.length <= 1 || !pathname.endsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '').replace(/^[/\\]+/, '/') || '/';
  return trimmed + (queryAt === -1 ? '' : url.slice(queryAt));
}

/** Same logical page in another locale, keeping the query string (`/en/goods`,`?x=1` → `/zh-tw/goods?x=1`). */
export function switchLocalePath(urlPathname: string, search: string, target: Locale): string {
  return localizePath(extractLocale(urlPathname).path + search, target);
}
