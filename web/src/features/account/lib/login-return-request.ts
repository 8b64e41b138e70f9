import { extractLocale } from '../../../lib/i18n/localize-path.js';
import { RETURN_PARAM, returnPathFromUrl } from './return-path.js';

/**
 * The server guard sends a logged-out direct load of `/my…` home with `?next=<that link>`
 * (web/server/personal-centre-guard.ts): the home page then opens the login prompt that returns there.
 * `cleanUrl` is the address without the parameter. Null on the login page (which reads `next` itself) or
 * when `next` is missing or not a safe same-origin path.
 */
export function loginReturnRequest(href: string): { returnTo: string; cleanUrl: string } | null {
  const url = new URL(href);
  if (extractLocale(url.pathname).path === '/login') return null;
  const returnTo = returnPathFromUrl(href);
  if (!returnTo) return null;
  url.searchParams.delete(RETURN_PARAM);
  return { returnTo, cleanUrl: url.pathname + url.search + url.hash };
}
