import type { FastifyReply, FastifyRequest } from 'fastify';
import { htmlCacheControl } from './cache-control.js';
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

/** Renders a page (or a `.pageContext.json` for client navigation) and applies our caching policy. */
export async function sendRenderedPage(render: RenderFn, request: FastifyRequest, reply: FastifyReply) {
  const result = await render({
    urlOriginal: request.url,
    headersOriginal: request.headers,
    cspNonce: cspNonceOf(reply.raw),
  });
  if (!result) return reply.code(404).type('text/plain').send('Not Found');
  for (const [name, value] of result.headers) {
    // Our own policies win: caching below, and helmet's full CSP (Vike's carries only script-src, same nonce).
    if (!OWN_HEADERS.has(name.toLowerCase())) reply.header(name, value);
  }
  const cacheControl = htmlCacheControl({
    statusCode: result.statusCode,
    cookieHeader: request.headers.cookie,
    setsCookie: reply.hasHeader('set-cookie'),
  });
  return reply.code(result.statusCode).header('cache-control', cacheControl).send(result.body);
}
