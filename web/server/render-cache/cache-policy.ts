import type { FastifyRequest } from 'fastify';
import { extractLocale } from '../../src/lib/i18n/localize-path.js';
import { hasSessionCookies } from '../cache-control.js';

/** Longer URLs are rendered but not cached: they are not popular pages, and keys stay small. */
const MAX_URL_LENGTH = 512;

/**
 * Only anonymous requests may be answered from, or fill, the shared render cache: GET or HEAD, no cookie
 * besides the locale cookie (the BFF's session cookies, or anything else that could personalise a page),
 * no Authorization header.
 */
export function isCacheableRequest(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.length > MAX_URL_LENGTH) return false;
  if (request.headers.authorization) return false;
  return !hasSessionCookies(request.headers.cookie);
}

/** Locale and URL (path and query): a page's HTML and its `.pageContext.json` depend on nothing else. */
export function renderCacheKey(url: string): string {
  const queryAt = url.indexOf('?');
  const { locale } = extractLocale(queryAt === -1 ? url : url.slice(0, queryAt));
  return `${locale}:${url}`;
}

/**
 * Only a complete, anonymous page is stored: status 200 and no Set-Cookie anywhere in the response (a
 * response that sets a cookie is about one visitor; the first visit to `/` sets the locale cookie).
 */
export function isStorable(
  statusCode: number,
  headers: [string, string][],
  replySetsCookie: boolean,
): boolean {
  if (statusCode !== 200 || replySetsCookie) return false;
  return !headers.some(([name]) => name.toLowerCase() === 'set-cookie');
}
