import type { FastifyReply, FastifyRequest } from 'fastify';
import { htmlCacheControl } from './cache-control.js';
import { type CachedPage, withNonce } from './render-cache/cache-entry.js';
import { isCacheableRequest, isStorable, renderCacheKey } from './render-cache/cache-policy.js';
import type { RenderCache } from './render-cache/render-cache.js';
import { cspNonceOf } from './security.js';

/** What our server needs from Vike's `renderPage()` result (kept small so tests can stub it). */
export type RenderResult = {
  statusCode: number;
  headers: [string, string][];
  body: string;
} | null;

export type RenderFn = (init: {
  urlOriginal: string;
  headersOriginal: unknown;
  cspNonce: string;
}) => Promise<RenderResult>;

/** Adapts vike/server's renderPage to RenderFn. */
export async function vikeRender(init: Parameters<RenderFn>[0]): Promise<RenderResult> {
  const { renderPage } = await import('vike/server');
  const { httpResponse } = await renderPage(init);
  if (!httpResponse) return null;
  return { statusCode: httpResponse.statusCode, headers: httpResponse.headers, body: httpResponse.body };
}

const OWN_HEADERS = new Set(['cache-control', 'content-security-policy']);

/**
 * Seconds a visitor (or crawler) should wait before retrying a page that failed because an upstream is down
 * or slow (502/503/504; the "temporarily unavailable" page). Such pages are `no-store` and never enter the
 * render cache (cache-policy.ts stores only 200s).
 */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 10;

type SendablePage = { statusCode: number; headers: [string, string][]; body: string };

/**
 * Renders a page (or a `.pageContext.json` for client navigation) and applies our caching policy. With a
 * render cache, anonymous requests are answered from it (render-cache/), marked `x-render-cache: hit`,
 * `stale` or `miss`; every other request renders (`bypass`).
 */
export async function sendRenderedPage(
  render: RenderFn,
  request: FastifyRequest,
  reply: FastifyReply,
  cache?: RenderCache,
) {
  const nonce = cspNonceOf(reply.raw);
  if (cache && isCacheableRequest(request)) {
    const served = await cache.page(renderCacheKey(request.url), () =>
      renderForCache(render, request, reply),
    );
    if (!served) return reply.code(404).type('text/plain').send('Not Found');
    reply.header('x-render-cache', served.outcome);
    return sendPage(request, reply, { ...served.page, body: withNonce(served.page, nonce) });
  }
  const result = await render({
    urlOriginal: request.url,
    headersOriginal: request.headers,
    cspNonce: nonce,
  });
  if (!result) return reply.code(404).type('text/plain').send('Not Found');
  if (cache) reply.header('x-render-cache', 'bypass');
  return sendPage(request, reply, result);
}

/**
 * A render the cache may keep, made with this request's nonce (any other request gets its own nonce swapped
 * in when served), its headers filtered.
 */
async function renderForCache(render: RenderFn, request: FastifyRequest, reply: FastifyReply) {
  const nonce = cspNonceOf(reply.raw);
  const result = await render({
    urlOriginal: request.url,
    headersOriginal: request.headers,
    cspNonce: nonce,
  });
  if (!result) return null;
  const headers = result.headers.filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()));
  const page: CachedPage = {
    statusCode: result.statusCode,
    headers,
    body: result.body,
    nonce,
    renderedAt: Date.now(),
  };
  return { page, storable: isStorable(result.statusCode, headers, reply.hasHeader('set-cookie')) };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: SendablePage) {
  for (const [name, value] of page.headers) {
    // Our own policies win: caching below, and helmet's full CSP (Vike's carries only script-src, same nonce).
    if (!OWN_HEADERS.has(name.toLowerCase())) reply.header(name, value);
  }
  const cacheControl = htmlCacheControl({
    statusCode: page.statusCode,
    cookieHeader: request.headers.cookie,
    setsCookie: reply.hasHeader('set-cookie'),
  });
  if (page.statusCode >= 502 && page.statusCode <= 504) {
    reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  }
  return reply.code(page.statusCode).header('cache-control', cacheControl).send(page.body);
}
