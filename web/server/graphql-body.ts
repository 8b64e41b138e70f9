// https://fastify.dev/docs/latest/Reference/ContentTypeParser/ — the web reads a /graphql body whole, up to the
// BFF's limit, before relaying any of it. Streamed through as it arrived, a body over the limit met the BFF's
// early 413, which closed the upstream connection under the bytes still being relayed: the browser saw a 502
// UPSTREAM_UNAVAILABLE in most tries and the 413 only when the BFF's answer won the race (issue 25). GraphQL
// bodies are at most 100 KB, so holding one in memory costs little.
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { GRAPHQL_BODY_LIMIT } from '@nextland/server-kit';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/**
 * How long, and how much, of the rest of a refused body is read and dropped before the 413 is sent. Answered at
 * once, the connection closed under the bytes still arriving, and the socket answered them with a TCP reset that
 * made a client still sending (curl, or any client that writes its whole body before it reads) lose the answer.
 * Like nginx's lingering close, bounded, so an endless body cannot hold the request: past a bound the 413 goes at
 * once and the connection closes.
 */
const LINGER_MS = 10_000;
const LINGER_BYTES = 32 * 1024 * 1024;

export type GraphqlErrorCode =
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT'
  | 'INTERNAL_SERVER_ERROR';

/**
 * The web's own answers on `/graphql`: a GraphQL error response (https://graphql.github.io/graphql-over-http/draft/)
 * in the media type whose non-2xx answers Apollo Client still parses, so the page sees `extensions.code` like
 * any BFF error. `message` is for people reading logs; the page shows its own translated text.
 */
export function sendGraphqlError(
  reply: FastifyReply,
  status: number,
  code: GraphqlErrorCode,
  message: string,
) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/graphql-response+json; charset=utf-8')
    .send({ errors: [{ message, extensions: { code } }] });
}

/**
 * In the `/graphql` proxy's scope (register the proxy with `proxyPayloads: false`): every body is read into
 * memory by Fastify's own parser, which refuses one over the limit from its declared Content-Length before
 * reading it, and a chunked one as soon as the bytes received pass the limit. Either way nothing reaches the BFF
 * and the answer is a 413 `PAYLOAD_TOO_LARGE`; a body within the limit is relayed unchanged, as a stream.
 */
export function limitGraphqlBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: GRAPHQL_BODY_LIMIT },
    (_request, body, done) => done(null, Readable.from([body])),
  );
  scope.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      await dropRestOfBody(request.raw);
      return sendGraphqlError(
        reply,
        413,
        'PAYLOAD_TOO_LARGE',
        `GraphQL requests are limited to ${GRAPHQL_BODY_LIMIT / 1024} KB`,
      );
    }
    const status = error.statusCode ?? 500;
    if (status < 500)
      return sendGraphqlError(reply, status, 'BAD_REQUEST', 'The request body could not be read');
    // Logged like the root handler's (app.ts's onError hook), never sent.
    return sendGraphqlError(reply, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
  });
}

/** Resolves once the rest of the body has been read and dropped, or a LINGER_* bound is passed. */
function dropRestOfBody(body: IncomingMessage): Promise<void> {
  const declared = Number(body.headers['content-length']);
  if (body.complete || body.destroyed || declared > LINGER_BYTES) return Promise.resolve();
  return new Promise((resolve) => {
    let dropped = 0;
    const onData = (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) done();
    };
    const done = () => {
      clearTimeout(timer);
      body.off('data', onData).off('end', done).off('close', done);
      resolve();
    };
    const timer = setTimeout(done, LINGER_MS);
    body.on('data', onData).once('end', done).once('close', done);
    body.resume();
  });
}
