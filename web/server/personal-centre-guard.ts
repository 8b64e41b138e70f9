import type { FastifyInstance } from 'fastify';
import { isPersonalCentre } from '../src/features/account/lib/personal-centre-path.js';
import { RETURN_PARAM, safeReturnPath } from '../src/features/account/lib/return-path.js';
import { readCookie } from '../src/lib/i18n/locale-cookie.js';
import type { Locale } from '../src/lib/i18n/locales.js';
import { extractLocale, localizePath } from '../src/lib/i18n/localize-path.js';

/** The BFF's httpOnly session cookies (access and refresh token); either one means a session may exist. */
export const SESSION_COOKIES = ['token', 'refresh_token'] as const;

/**
 * Spec §5 on direct loads: `/my…` without a session goes to `/` (a direct load has no previous path in the
 * app), with the link in `?next=` so the home page opens the login prompt that returns there after login
 * (features/account/lib/login-return-request.ts). The link is checked like any return path. Only the cookies' presence is checked here; the personal centre asks the BFF for the viewer and
 * logs out on UNAUTHENTICATED, and every BFF operation checks the token itself. Client-side navigation is
 * guarded by pages/my/+guard.client.ts.
 */
export function registerPersonalCentreGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const rawPath = request.url.split('?')[0] ?? '/';
    const pathname = rawPath.replace(/\/index\.pageContext\.json$/, '');
    const { locale, path } = extractLocale(pathname);
    if (!isPersonalCentre(path)) return;
    const cookieHeader = request.headers.cookie;
    if (SESSION_COOKIES.some((name) => readCookie(cookieHeader, name))) return;
    return reply
      .code(302)
      .header('cache-control', 'private, no-store')
      .header('location', homeWithLoginPrompt(locale, pathname === rawPath ? request.url : null))
      .send();
  });
}

/** `/` in the locale, asking for the login prompt back to `link` when it is a safe path (page loads only). */
function homeWithLoginPrompt(locale: Locale, link: string | null): string {
  const home = localizePath('/', locale);
  const returnTo = safeReturnPath(link);
  return returnTo ? `${home}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : home;
}
