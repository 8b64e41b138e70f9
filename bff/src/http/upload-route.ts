// https://fastify.dev/docs/latest/Reference/ContentTypeParser/ — `POST /upload?purpose=`: the multipart body is
// not parsed here but streamed to nextland, which detects the type, enforces its limits and re-encodes.
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  settleAuthFailure,
  upstreamUnavailable,
} from './nextland-file-proxy.js';

/** nextland's 5 MB file limit (UPLOAD_MAX_BYTES) plus room for the multipart framing. */
export const uploadBodyLimit = 6 * 1024 * 1024;

// A phone on a slow network may take a while to send 5 MB; the limit still ends a stalled upload.
const uploadTimeoutMs = 120_000;

/**
 * A cross-site HTML form can POST multipart/form-data without a preflight but cannot add a custom header:
 * requiring one (Apollo Client's own, or the common XHR marker) keeps other sites from uploading as the user.
 */
const csrfHeaders = ['apollo-require-preflight', 'x-requested-with'];

export type UploadRouteOptions = { sessionFor?: SessionFor; bodyLimit?: number };

function hasCsrfHeader(request: FastifyRequest): boolean {
  return csrfHeaders.some((name) => Boolean(request.headers[name]));
}

class BodyTooLarge extends Error {}

/** The request body, passed on chunk by chunk, failing once it exceeds `limit` bytes. */
async function* capped(body: IncomingMessage, limit: number): AsyncGenerator<Uint8Array> {
  let total = 0;
  for await (const chunk of body) {
    total += (chunk as Buffer).length;
    if (total > limit) throw new BodyTooLarge();
    yield chunk as Buffer;
  }
}

function tooLarge(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; depth++) {
    if (e instanceof BodyTooLarge) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function registerUploadRoute(
  app: FastifyInstance,
  config: Config,
  options: UploadRouteOptions = {},
): Promise<void> {
  const sessionFor = options.sessionFor ?? cookieSession(config);
  const limit = options.bodyLimit ?? uploadBodyLimit;
  await app.register(async (scope) => {
    // Leaves the body unread in request.raw (only in this scope): it is streamed, never buffered, here.
    scope.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    scope.post('/upload', async (request, reply) => {
      // Early answers close the connection rather than read a body nobody wants.
      if (!hasCsrfHeader(request)) {
        reply.header('connection', 'close');
        return sendFailure(request, reply, 403, 403, 'csrf');
      }
      if (!request.headers['content-type']?.startsWith('multipart/form-data')) {
        return sendFailure(request, reply, 415, 400, 'notMultipart');
      }
      if (Number(request.headers['content-length'] ?? 0) > limit) {
        reply.header('connection', 'close');
        return sendFailure(request, reply, 413, 413, 'tooLarge');
      }
      const session = sessionFor(request, reply);
      const token = await session.token().catch(() => null);
      if (!token) {
        reply.header('connection', 'close');
        return notLoggedIn(request, reply);
      }
      const { purpose = '' } = request.query as { purpose?: string };
      let response: Response;
      try {
        response = await fetch(nextlandUrl(config, request, `${customerApi}/upload`, { purpose }), {
          method: 'POST',
          headers: {
            ...nextlandHeaders(config, request, token),
            accept: 'application/json',
            'content-type': request.headers['content-type'],
          },
          body: capped(request.raw, limit) as unknown as BodyInit,
          duplex: 'half',
          signal: AbortSignal.timeout(uploadTimeoutMs),
        } as RequestInit);
      } catch (error) {
        if (tooLarge(error)) {
          reply.header('connection', 'close');
          return sendFailure(request, reply, 413, 413, 'tooLarge');
        }
        request.log.error({ err: error }, 'upload: nextland unreachable');
        return upstreamUnavailable(request, reply);
      }
      const payload: unknown = await response.json().catch(() => undefined);
      if (!isEnvelope(payload)) {
        request.log.error({ status: response.status }, 'upload: nextland reply is not an envelope');
        return upstreamUnavailable(request, reply);
      }
      if (payload.code === 506 || payload.code === 507) await settleAuthFailure(session, payload.code, token);
      return reply
        .code(response.status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(payload);
    });
  });
}
