import proxy from '@fastify/http-proxy';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from './client-address.js';
import { sendWebError } from './http-errors.js';
import { registerWebSocketProxy } from './websocket-proxy.js';

/**
 * Tells the upstream who the client is, replacing whatever the client sent: request.ip is the socket's peer
 * unless WEB_TRUST_PROXY names that peer as a proxy. Everything else (Cookie, Authorization…) passes as sent.
 */
const withForwardedHeaders: NonNullable<FastifyReplyFromHooks['rewriteRequestHeaders']> = (
  request,
  headers,
) => {
  return {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  };
};

/** An unreachable upstream is a gateway failure (502), not our own 500; clients may retry. */
const upstreamUnavailable: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  reply.log.warn({ err: error }, 'proxy upstream unavailable');
  void sendWebError(reply as FastifyReply, 502, 'UPSTREAM_UNAVAILABLE', 'Upstream unavailable');
};

/**
 * The BFF's /upload limit (bff/src/http/upload-route.ts `uploadBodyLimit`: nextland's 5 MB plus multipart
 * framing). The BFF refuses a larger upload with 413 before reading it and closes the connection; relayed, that
 * early close broke the body still being streamed up (EPIPE), so the browser saw a 502 and a reset. Refusing
 * here, from the Content-Length, gives the browser the 413 (the upload UI shows its "too large" message).
 */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply) {
  if (Number(request.headers['content-length'] ?? 0) <= UPLOAD_BODY_LIMIT) return;
  reply.header('connection', 'close');
  return sendWebError(
    reply,
    413,
    'PAYLOAD_TOO_LARGE',
    `Uploads are limited to ${UPLOAD_BODY_LIMIT / 1024 / 1024} MB`,
  );
}

/**
 * `/graphql`, `/upload` and `/files/private/*` → BFF, `/files/*` → nextland, so the browser talks to one
 * origin: the BFF's httpOnly session cookies are first-party and no CORS is needed. Cookie and Set-Cookie pass
 * through unchanged in both directions (reply-from forwards every header except hop-by-hop ones).
 */
export async function registerProxies(
  app: FastifyInstance,
  urls: { bffUrl: string; nextlandUrl: string; trustProxy: TrustProxy },
) {
  // Subscriptions: WebSocket upgrades of the same `/graphql`.
  registerWebSocketProxy(app, urls.bffUrl, urls.trustProxy);
  const replyOptions = { rewriteRequestHeaders: withForwardedHeaders, onError: upstreamUnavailable };
  await app.register(proxy, {
    upstream: urls.bffUrl,
    prefix: '/graphql',
    rewritePrefix: '/graphql',
    replyOptions,
  });
  // Uploads stream through unparsed (http-proxy passes the body on as it arrives); the BFF adds the user's
  // token and checks the anti-CSRF header.
  await app.register(proxy, {
    upstream: urls.bffUrl,
    prefix: '/upload',
    rewritePrefix: '/upload',
    httpMethods: ['POST'],
    preHandler: refuseOversizedUpload,
    replyOptions,
  });
  // Private uploads (identity documents) need the session, which only the BFF holds. `/files/private/*` is
  // more specific than `/files/*`, so this route wins over the public files proxy below.
  await app.register(proxy, {
    upstream: urls.bffUrl,
    prefix: '/files/private',
    rewritePrefix: '/files/private',
    httpMethods: ['GET', 'HEAD'],
    replyOptions,
  });
  await app.register(proxy, {
    upstream: urls.nextlandUrl,
    prefix: '/files',
    rewritePrefix: '/files',
    httpMethods: ['GET', 'HEAD'],
    replyOptions,
  });
}
