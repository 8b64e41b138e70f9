// https://fastify.dev/docs/latest/Reference/Server/#seterrorhandler
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorSummary, isDatabaseUnavailable, violatedUniqueIndex } from './db-errors.js';
import { fail } from './envelope.js';
import { AppError, type ErrorCode, httpStatusFor } from './errors.js';
import { DEFAULT_LANG, type Lang, resolveLang } from './lang.js';
import { type MessageKey, t } from './messages/index.js';
import { toFieldErrors } from './validation.js';

// Framework errors that are the client's fault keep their status; everything else is masked as 500.
const clientStatuses: Partial<Record<number, [ErrorCode, MessageKey]>> = {
  400: [400, 'badRequest'],
  401: [401, 'unauthorized'],
  403: [404, 'notFound'],
  404: [404, 'notFound'],
  405: [404, 'routeNotFound'],
  413: [400, 'badRequest'],
  415: [400, 'badRequest'],
  429: [429, 'tooManyRequests'],
  503: [503, 'unavailable'],
};

/** Fastify's body parser refusing the JSON itself: the client's input, reported like any invalid field. */
const unreadableBody = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);

function langOf(request: FastifyRequest): Lang {
  return request.lang ?? DEFAULT_LANG;
}

function send(reply: FastifyReply, code: number, msg: string, data: unknown = null) {
  return reply
    .code(httpStatusFor(code))
    .type('application/json; charset=utf-8')
    .send(fail(code, msg, data));
}

/** The one place where errors become envelopes. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const lang = langOf(request);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = toFieldErrors(lang, error.validation, error.validationContext);
      return send(reply, 400, t(lang, 'badRequest'), { fields });
    }
    if (unreadableBody.has((error as FastifyError).code)) {
      const fields = [{ field: 'body', message: t(lang, 'body.malformed') }];
      return send(reply, 400, t(lang, 'badRequest'), { fields });
    }
    if (error instanceof AppError) {
      return send(reply, error.code, t(lang, error.messageKey, error.params), error.data);
    }
    // Two requests raced for one unique value and no service named the rule (withUniqueRules): still a 409.
    if (violatedUniqueIndex(error) !== null) {
      request.log.info({ err: error }, 'unique violation');
      return send(reply, 409, t(lang, 'conflict'));
    }
    // The database is down or stalled (issue 10): say so with a 503 a client may retry, not a 500.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ database: databaseErrorSummary(error) }, 'database unavailable');
      return send(reply.header('retry-after', '5'), 503, t(lang, 'unavailable'));
    }
    const status = error.statusCode ?? 500;
    const known = status < 500 || status === 503 ? clientStatuses[status] : undefined;
    if (known) {
      request.log.info({ err: error }, 'request refused');
      return send(reply, known[0], t(lang, known[1]));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, t(lang, 'internal'));
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, t(langOf(request), 'routeNotFound')));
}

/**
 * https://fastify.dev/docs/latest/Reference/Server/#frameworkerrors
 * The router refuses a path segment that is not valid percent-encoding or longer than maxParamLength before
 * any hook runs. Such a path names nothing that exists, so it gets the same enveloped 404 as an unknown id.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [, search = ''] = (request.raw.url ?? '').split('?', 2);
  const lang = resolveLang(
    Object.fromEntries(new URLSearchParams(search)),
    request.headers['accept-language'],
  );
  request.log.info({ code: error.code }, 'malformed path');
  send(reply, 404, t(lang, 'notFound'));
}
