// https://fastify.dev/docs/latest/Reference/Server/#seterrorhandler — the web server's own JSON errors (a body
// it cannot parse, a method no route takes, an upload over the limit, the BFF unreachable) have one shape,
// `{ code: <HTTP status>, error: <stable name>, message }`, instead of Fastify's raw bodies. The browser
// classifies by `code` and shows its own translated text (lib/upload, lib/graphql-errors); `message` is for
// people reading logs. Pages render their own error pages (Vike), and proxied answers pass through as sent.
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

export type WebErrorName =
  | 'BAD_REQUEST'
  | 'NOT_FOUND'
  | 'LENGTH_REQUIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'INTERNAL_SERVER_ERROR';

export function sendWebError(reply: FastifyReply, status: number, error: WebErrorName, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send({ code: status, error, message });
}

const byStatus: Record<number, WebErrorName> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

export function registerHttpErrors(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = error.code?.startsWith('FST_ERR_CTP_')
        ? 'The request body could not be read'
        : error.message;
      return sendWebError(reply, status, byStatus[status] ?? 'BAD_REQUEST', message);
    }
    // Logged by the onError hook (production) or Fastify's logger; never sent.
    return sendWebError(reply, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  });
  // Only methods without a page reach this: GET and HEAD of any path go to the renderer (its 404 page).
  app.setNotFoundHandler((request, reply) =>
    sendWebError(reply, 404, 'NOT_FOUND', `No ${request.method} route for this path`),
  );
}
