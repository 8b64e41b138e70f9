import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from './locales.js';

/** `Set-Cookie`/`document.cookie` value for the locale cookie: 365 days, path /, SameSite=Lax (spec §9). */
export function localeCookieString(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}

/** Reads one cookie from a `Cookie` header or `document.cookie`. */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return safeDecode(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** A malformed escape (`%E0`) in someone's cookie must not turn a page load into a 500. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Browser: remembers the user's choice so the next visit to `/` opens in that locale. Plain `document.cookie`
 * because the Cookie Store API is missing in Firefox and older Safari.
 */
export function writeLocaleCookie(locale: Locale, doc: Pick<Document, 'cookie'> = document): void {
  doc.cookie = localeCookieString(locale);
}
