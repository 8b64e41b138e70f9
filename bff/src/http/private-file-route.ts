// https://fastify.dev/docs/latest/Reference/Reply/#senddata — `GET /files/private/:id`: a private upload
// (identity document) read through nextland's private route with the caller's token; bytes streamed back.
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import {
  cookieSession,
  customerApi,
  isEnvelope,
  nextlandHeaders,
  nextlandUrl,
  notLoggedIn,
  type SessionFor,
  sendFailure,
  upstreamUnavailable,
} from './nextland-file-proxy.js';

const ID = /^[1-9]\d{0,14}$/;

// Headers of nextland's answer that describe the bytes and how they may be kept; nothing else is passed on.
const relayed = [
  'content-type',
  'content-length',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
  'content-disposition',
];

/** 506 (expired) or 507 (invalid) from nextland's 401 envelope. */
async function authCode(response: Response): Promise<506 | 507> {
  const envelope: unknown = await response.json().catch(() => undefined);
  return isEnvelope(envelope) && envelope.code === 507 ? 507 : 506;
}

export type PrivateFileRouteOptions = { sessionFor?: SessionFor };

export function registerPrivateFileRoute(
  app: FastifyInstance,
  config: Config,
  options: PrivateFileRouteOptions = {},
): void {
  const sessionFor = options.sessionFor ?? cookieSession(config);
  app.get<{ Params: { id: string } }>('/files/private/:id', async (request, reply) => {
    if (!ID.test(request.params.id)) return sendFailure(request, reply, 404, 404, 'notFound');
    const session = sessionFor(request, reply);
    const url = nextlandUrl(config, request, `${customerApi}/upload/private/${request.params.id}`);
    const call = (token: string) =>
      fetch(url, {
        headers: nextlandHeaders(config, request, token),
        signal: AbortSignal.timeout(config.upstreamTimeoutMs),
      });
    const token = await session.token().catch(() => null);
    if (!token) return notLoggedIn(request, reply);
    let response: Response;
    try {
      response = await call(token);
      if (response.status === 401) {
        const code = await authCode(response);
        // A session that can be renewed (the GraphQL path's Session) gets one retry with the fresh token.
        const fresh = await session.recover(code, token).catch(() => null);
        if (fresh) response = await call(fresh);
        if (!fresh || response.status === 401) {
          session.end(code === 506 ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID');
          return notLoggedIn(request, reply, code);
        }
      }
    } catch (error) {
      request.log.error({ err: error }, 'private file: nextland unreachable');
      return upstreamUnavailable(request, reply);
    }
    reply.code(response.status);
    for (const name of relayed) {
      const value = response.headers.get(name);
      if (value !== null) reply.header(name, value);
    }
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
  });
}
