import { LOCALE_COOKIE } from '../src/lib/i18n/locales.js';

/** Hashed build files never change: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files that keep their name across builds (latest.json, favicon): always revalidate. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * Cache-Control for server-rendered HTML (and Vike's `.pageContext.json` for client navigation).
 *
 * Anonymous visitors get `public, max-age=0, s-maxage=60, stale-while-revalidate=300`: browsers always
 * revalidate (a locale switch or a new build shows at once), while a shared cache/CDN in front of us may
 * serve a page for 60 s and refresh it in the background, which absorbs traffic spikes on catalogue pages.
 * A request carrying any cookie besides the locale cookie may belong to a signed-in user (the BFF's
 * session cookies), so it is `private, no-cache` and never shared. Errors are not stored.
 */
export function htmlCacheControl(input: {
  statusCode: number;
  cookieHeader: string | undefined;
  /** The response sets a cookie (first visit to `/`): never share it. */
  setsCookie?: boolean;
}): string {
  if (input.statusCode >= 400) return 'no-store';
  return input.setsCookie || hasSessionCookies(input.cookieHeader)
    ? 'private, no-cache'
    : 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
}

/** Any cookie besides the locale cookie: the request may belong to a signed-in user. */
export function hasSessionCookies(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false;
  return cookieHeader
    .split(';')
    .map((part) => part.split('=')[0]?.trim())
    .some((name) => name && name !== LOCALE_COOKIE);
}
