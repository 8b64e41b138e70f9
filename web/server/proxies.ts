import proxy from '@fastify/http-proxy';
import type { FastifyReplyFromHooks } from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TrustProxy } from './client-address.js';
import { limitGraphqlBodies, sendGraphqlError } from './graphql-body.js';
import { sendWebError } from './http-errors.js';
import { boundedDispatcher, clientGone, trackClient, withClientSignal } from './upstream-dispatcher.js';
import { registerWebSocketProxy } from './websocket-proxy.js';

/**
 * Tells the upstream who the client is, replacing whatever the client sent: request.ip is the socket's peer
 * unless WEB_TRUST_PROXY names that peer as a proxy. Everything else (Cookie, Authorization…) passes as sent.
 */
const withForwardedHeaders: NonNullable<FastifyReplyFromHooks['rewriteRequestHeaders']> = (
  request,
  headers,
) => {
  return withClientSignal(request, {
    ...headers,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.host,
    'x-forwarded-proto': request.protocol,
  });
};

type ProxyFailure = { status: 502 | 504; code: 'UPSTREAM_UNAVAILABLE' | 'UPSTREAM_TIMEOUT'; message: string };

/**
 * An upstream that does not answer within WEB_BFF_TIMEOUT_MS is a gateway timeout (504); one that cannot be
 * reached or breaks the exchange is a bad gateway (502). Never our own 500; clients may retry either.
 */
function proxyFailure(error: Error & { statusCode?: number }): ProxyFailure {
  return error.statusCode === 504
    ? { status: 504, code: 'UPSTREAM_TIMEOUT', message: 'The service did not answer in time, try again.' }
    : { status: 502, code: 'UPSTREAM_UNAVAILABLE', message: 'The service is unavailable, try again.' };
}

function logFailure(reply: FastifyReply, error: Error, failure: ProxyFailure): boolean {
  if (clientGone(reply.request)) {
    reply.log.info({ url: reply.request.url }, 'proxy: the client went away, upstream request aborted');
    return true;
  }
  reply.log.warn({ err: error, status: failure.status }, 'proxy upstream failed');
  return false;
}

/** Uploads and files: the web's own error shape (http-errors.ts). */
const upstreamFailed: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  const failure = proxyFailure(error);
  if (logFailure(reply as FastifyReply, error, failure)) return;
  void sendWebError(reply as FastifyReply, failure.status, failure.code, failure.message);
};

/** `/graphql`: the GraphQL error shape (graphql-body.ts), which the page reads like any BFF error. */
const graphqlUpstreamFailed: NonNullable<FastifyReplyFromHooks['onError']> = (reply, { error }) => {
  const failure = proxyFailure(error);
  if (logFailure(reply as FastifyReply, error, failure)) return;
  void sendGraphqlError(reply as FastifyReply, failure.status, failure.code, failure.message);
};

/**
 * The BFF's /upload limit (bff/src/http/upload-route.ts `uploadBodyLimit`: nextland's 5 MB plus multipart
 * framing). The BFF refuses a larger upload with 413 before reading it and closes the connection; relayed, that
 * early close broke the body still being streamed up (EPIPE), so the browser saw a 502 and a reset. Refusing
 * here, from the Content-Length, gives the browser the 413 (the upload UI shows its "too large" message).
 */
export const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

async function refuseOversizedUpload(request: FastifyRequest, reply: FastifyReply) {
  const length = request.headers['content-length'];
  // A chunked body has no length to check up front, and relaying one past the limit ends as that 502: an
  // upload must say its size (browsers always do for FormData).
  if (length === undefined) {
    reply.header('connection', 'close');
    return sendWebError(reply, 411, 'LENGTH_REQUIRED', 'Uploads must send Content-Length');
  }
  if (Number(length) <= UPLOAD_BODY_LIMIT) return;
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
  urls: {
    bffUrl: string;
    nextlandUrl: string;
    trustProxy: TrustProxy;
    bffTimeoutMs: number;
    /** Relay the sandbox cashier (WEB_SANDBOX_PAY, see config.ts). */
    sandboxPay?: boolean;
  },
) {
  // Subscriptions: WebSocket upgrades of the same `/graphql`.
  registerWebSocketProxy(app, urls.bffUrl, urls.trustProxy);
  // One scope, so only proxied requests pay for the client-gone signal.
  await app.register(async (scope) => {
    scope.addHook('onRequest', trackClient);
    await registerHttpProxies(scope, urls);
  });
}

async function registerHttpProxies(
  app: FastifyInstance,
  urls: { bffUrl: string; nextlandUrl: string; bffTimeoutMs: number; sandboxPay?: boolean },
) {
  // Each proxy its own dispatcher: reply-from destroys it when the app closes.
  const bounded = () => boundedDispatcher(urls.bffTimeoutMs);
  const replyOptions = { rewriteRequestHeaders: withForwardedHeaders, onError: upstreamFailed };
  // Its own scope: bodies are read whole up to the BFF's limit before they are relayed (graphql-body.ts).
  await app.register(async (graphql) => {
    limitGraphqlBodies(graphql);
    await graphql.register(proxy, {
      upstream: urls.bffUrl,
      prefix: '/graphql',
      rewritePrefix: '/graphql',
      proxyPayloads: false,
      undici: bounded(),
      replyOptions: { ...replyOptions, onError: graphqlUpstreamFailed },
    });
  });
  // Uploads stream through unparsed (http-proxy passes the body on as it arrives); the BFF adds the user's
  // token and checks the anti-CSRF header.
  await app.register(proxy, {
    upstream: urls.bffUrl,
    prefix: '/upload',
    rewritePrefix: '/upload',
    httpMethods: ['POST'],
    preHandler: refuseOversizedUpload,
    undici: bounded(),
    replyOptions,
  });
  // Private uploads (identity documents) need the session, which only the BFF holds. `/files/private/*` is
  // more specific than `/files/*`, so this route wins over the public files proxy below.
  await app.register(proxy, {
    upstream: urls.bffUrl,
    prefix: '/files/private',
    rewritePrefix: '/files/private',
    httpMethods: ['GET', 'HEAD'],
    undici: bounded(),
    replyOptions,
  });
  // The sandbox payment provider's cashier (decision 0019) is nextland's own page: on the web's origin, the
  // relative return address it redirects to after paying is a web page. Its forms post urlencoded bodies,
  // passed on unparsed.
  if (urls.sandboxPay) {
    await app.register(proxy, {
      upstream: urls.nextlandUrl,
      prefix: '/sandbox-pay',
      rewritePrefix: '/sandbox-pay',
      httpMethods: ['GET', 'HEAD', 'POST'],
      undici: bounded(),
      replyOptions,
    });
  }
  await app.register(proxy, {
    upstream: urls.nextlandUrl,
    prefix: '/files',
    rewritePrefix: '/files',
    httpMethods: ['GET', 'HEAD'],
    undici: bounded(),
    replyOptions,
  });
}
