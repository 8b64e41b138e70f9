// https://fastify.dev/docs/latest/Reference/Server/#seterrorhandler — errors raised before a route runs (a body
// that is not JSON, too large, of another type) answer in the BFF's own contract: a GraphQL response with
// `errors[].extensions.code` in the request's language, never Fastify's raw `{statusCode, error, message}`.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeCookie, resolveLocale } from '../locale.js';
import { bffMessage, type MessageKey } from '../messages.js';

const known: Record<string, { code: string; message: MessageKey }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'bodyMalformed' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'bodyMalformed' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'bodyType' },
};

function send(request: FastifyRequest, reply: FastifyReply, status: number, code: string, key: MessageKey) {
  const locale = resolveLocale(request.headers['x-locale'], request.cookies?.[localeCookie]);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ errors: [{ message: bffMessage(locale, key), extensions: { code } }] });
}

export function registerHttpErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    const mapped = error.code ? known[error.code] : undefined;
    if (mapped) return send(request, reply, status, mapped.code, mapped.message);
    if (status >= 400 && status < 500) return send(request, reply, status, 'BAD_REQUEST', 'badRequest');
    // Internals are logged (the onError hook in app.ts), never sent.
    return send(request, reply, 500, 'INTERNAL_SERVER_ERROR', 'internal');
  });
}
