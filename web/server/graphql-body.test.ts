import { connect } from 'node:net';
import { GRAPHQL_BODY_LIMIT } from '@nextland/server-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerProxies } from './proxies.js';

// Issue 25: a 10 MB body sent to /graphql got 502 UPSTREAM_UNAVAILABLE in 4 of 6 tries (413 in the others).
const TEN_MB = 10 * 1024 * 1024;
const TRIES = 10;
/** Ten 10 MB bodies through one process's loopback take a few seconds on a busy machine. */
const MANY = { timeout: 30_000 };

type Seen = { length: number; body: string };

let bff: FastifyInstance;
let web: FastifyInstance;
let webUrl: string;
let webPort: number;
const seen: Seen[] = [];

function portOf(server: FastifyInstance): number {
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('not listening');
  return address.port;
}

function urlOf(server: FastifyInstance): string {
  return `http://127.0.0.1:${portOf(server)}`;
}

/** Like the BFF: the same body limit, refused with an early 413 that closes the connection (Fastify's own). */
async function standInBff() {
  const server = Fastify({ logger: false, bodyLimit: GRAPHQL_BODY_LIMIT });
  server.removeAllContentTypeParsers();
  server.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  server.post('/graphql', async (request) => {
    const body = String(request.body);
    seen.push({ length: Buffer.byteLength(body), body });
    return { data: { received: Buffer.byteLength(body) } };
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  return server;
}

beforeAll(async () => {
  bff = await standInBff();
  web = Fastify({ logger: false });
  await registerProxies(web, {
    bffUrl: urlOf(bff),
    nextlandUrl: urlOf(bff),
    trustProxy: false,
    bffTimeoutMs: 5000,
  });
  await web.listen({ host: '127.0.0.1', port: 0 });
  webUrl = urlOf(web);
  webPort = portOf(web);
});

afterAll(async () => {
  await web?.close();
  await bff?.close();
});

/** A body of `size` bytes sent chunked (no Content-Length), in chunks of `chunk` bytes. */
function chunked(size: number, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close();
      const next = Math.min(chunk, size - sent);
      sent += next;
      controller.enqueue(new Uint8Array(next).fill(0x20));
    },
  });
}

function postGraphql(body: Buffer | string | ReadableStream<Uint8Array>) {
  return fetch(`${webUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body,
    duplex: 'half',
  } as RequestInit);
}

/** A GraphQL document padded with spaces to exactly `size` bytes. */
function queryOf(size: number): string {
  const query = '{"query":"{ viewer { id } }"}';
  return query + ' '.repeat(size - query.length);
}

async function expectPayloadTooLarge(response: Response) {
  expect(response.status).toBe(413);
  expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
  expect(await response.json()).toEqual({
    errors: [{ message: expect.stringContaining('100 KB'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }],
  });
}

describe('/graphql bodies over the BFF limit are refused at the web with 413, every time', MANY, () => {
  it('from the declared Content-Length, before the body is read', async () => {
    seen.length = 0;
    const body = Buffer.alloc(TEN_MB, 0x20);
    for (let i = 0; i < TRIES; i++) await expectPayloadTooLarge(await postGraphql(body));
    expect(seen).toEqual([]);
  });

  it('while streaming a chunked body that declares no length', async () => {
    seen.length = 0;
    for (let i = 0; i < TRIES; i++) await expectPayloadTooLarge(await postGraphql(chunked(TEN_MB)));
    expect(seen).toEqual([]);
  });

  it('one byte over the limit, chunked or with a length', async () => {
    seen.length = 0;
    await expectPayloadTooLarge(await postGraphql(queryOf(GRAPHQL_BODY_LIMIT + 1)));
    await expectPayloadTooLarge(await postGraphql(chunked(GRAPHQL_BODY_LIMIT + 1, 1000)));
    expect(seen).toEqual([]);
  });
});

/**
 * A client that writes its whole request before it reads anything (curl, Python's http.client): the answer waits
 * in the socket's receive buffer, where a reset from a server that closed under the body would destroy it.
 */
function writeAllThenRead(headers: string, body: Buffer[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(webPort, '127.0.0.1');
    const received: Buffer[] = [];
    socket.pause();
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => resolve(Buffer.concat(received).toString()));
    socket.write(`POST /graphql HTTP/1.1\r\nhost: web\r\ncontent-type: application/json\r\n${headers}\r\n`);
    for (const part of body) socket.write(part);
    socket.write(Buffer.alloc(0), () => socket.resume());
  });
}

function chunkFrames(size: number, chunk = 256 * 1024): Buffer[] {
  const frames: Buffer[] = [];
  for (let sent = 0; sent < size; sent += chunk) {
    const next = Math.min(chunk, size - sent);
    frames.push(Buffer.from(`${next.toString(16)}\r\n`), Buffer.alloc(next, 0x20), Buffer.from('\r\n'));
  }
  return [...frames, Buffer.from('0\r\n\r\n')];
}

describe(
  '/graphql bodies over the limit, from a client that reads only after sending everything',
  MANY,
  () => {
    it('get the 413, with a Content-Length and chunked, asking to close or to keep the connection', async () => {
      const body = Buffer.alloc(TEN_MB, 0x20);
      const answers: string[] = [];
      for (let i = 0; i < TRIES / 2; i++) {
        for (const connection of ['close', 'keep-alive']) {
          answers.push(
            await writeAllThenRead(`content-length: ${TEN_MB}\r\nconnection: ${connection}\r\n`, [body]),
          );
          answers.push(
            await writeAllThenRead(
              `transfer-encoding: chunked\r\nconnection: ${connection}\r\n`,
              chunkFrames(TEN_MB),
            ),
          );
        }
      }
      expect(answers.map((answer) => answer.split('\r\n')[0])).toEqual(
        answers.map(() => 'HTTP/1.1 413 Payload Too Large'),
      );
      expect(answers.every((answer) => answer.includes('"code":"PAYLOAD_TOO_LARGE"'))).toBe(true);
    });
  },
);

describe('/graphql bodies within the limit', MANY, () => {
  it('are relayed unchanged, with a length or chunked, up to exactly the limit', async () => {
    seen.length = 0;
    const small = '{"query":"{ viewer { id } }","variables":{"text":"你好"}}';
    const smallReply = await postGraphql(small);
    expect(smallReply.status).toBe(200);
    expect(await smallReply.json()).toEqual({ data: { received: Buffer.byteLength(small) } });
    const full = await postGraphql(queryOf(GRAPHQL_BODY_LIMIT));
    expect(full.status).toBe(200);
    const streamed = await postGraphql(chunked(GRAPHQL_BODY_LIMIT, 1000));
    expect(streamed.status).toBe(200);
    expect(seen.map((call) => call.length)).toEqual([
      Buffer.byteLength(small),
      GRAPHQL_BODY_LIMIT,
      GRAPHQL_BODY_LIMIT,
    ]);
    expect(seen[0]?.body).toBe(small);
  });

  it('still pass when many oversized requests were refused on the same server', async () => {
    seen.length = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => expectPayloadTooLarge(await postGraphql(chunked(TEN_MB)))),
    );
    const reply = await postGraphql('{"query":"{ viewer { id } }"}');
    expect(await reply.json()).toEqual({ data: { received: 29 } });
  });
});
