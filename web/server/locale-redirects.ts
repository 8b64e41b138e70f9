import type { FastifyInstance } from 'fastify';
import { detectLocale, parseAcceptLanguage } from '../src/lib/i18n/detect-locale.js';
import { localeCookieString, readCookie } from '../src/lib/i18n/locale-cookie.js';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALES } from '../src/lib/i18n/locales.js';
import { localizePath, withoutTrailingSlash } from '../src/lib/i18n/localize-path.js';

/**
 * URL rules that must run before anything is rendered:
 * - no trailing slash: `/en/goods/` → 301 `/en/goods` (query kept);
 * - a locale prefix is lower case: `/zh-TW/goods` (the tag's usual spelling) → 301 `/zh-tw/goods`;
 * - locale detection only on a direct load of `/` (spec §2): cookie `i18n_redirected`, then
 *   Accept-Language, then zh-cn. The result is stored in the cookie; a non-default locale gets a 302 to
 *   its prefix (`/en`). Doing it on the server avoids rendering Chinese first and then jumping.
 *   Client-side navigation to `/` never redirects, so the locale switcher and the logo link stay put.
 */
/** A prefixed locale's segment in any case (the default locale has no prefix). */
const PREFIX_ANY_CASE = new RegExp(
  `^/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join('|')})(?=[/?]|$)`,
  'i',
);

export function registerLocaleRedirects(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const url = request.url;
    const trimmed = withoutTrailingSlash(url);
    if (trimmed) return reply.code(301).header('location', trimmed).send();
    const prefix = PREFIX_ANY_CASE.exec(url)?.[0];
    if (prefix && prefix !== prefix.toLowerCase()) {
      return reply
        .code(301)
        .header('location', `${prefix.toLowerCase()}${url.slice(prefix.length)}`)
        .send();
    }

    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (pathname !== '/') return;
    const cookie = readCookie(request.headers.cookie, LOCALE_COOKIE);
    const locale = detectLocale({
      cookie,
      languages: parseAcceptLanguage(request.headers['accept-language']),
    });
    reply.header('vary', 'Cookie, Accept-Language');
    if (!isLocale(cookie)) reply.header('set-cookie', localeCookieString(locale));
    if (locale === DEFAULT_LOCALE) return;
    const search = queryAt === -1 ? '' : url.slice(queryAt);
    return reply
      .code(302)
      .header('cache-control', 'private, no-store')
      .header('location', localizePath(`/${search}`, locale))
      .send();
  });
}
