import { request as httpRequest } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerProxies } from './proxies.js';

// A BFF that accepts connections and requests but never answers (hung event loop, stuck upstream), and the
// web's proxies in front of it with a short WEB_BFF_TIMEOUT_MS.
const TIMEOUT_MS = 400;

type HungBff = { url: string; open: () => number; received: () => number; close: () => Promise<void> };

async function hungBff(): Promise<HungBff> {
  const server = Fastify({ logger: false });
  let received = 0;
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.addContentTypeParser('*', (_request, _payload, done) => done(null));
  server.all('/*', (_request, _reply) => {
    received += 1;
    return new Promise(() => {});
  });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    open: () => sockets.size,
    received: () => received,
    close: async () => {
      server.server.closeAllConnections();
      await server.close();
    },
  };
}

async function until(check: () => boolean, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

let bff: HungBff;
let web: FastifyInstance;
let origin: string;

beforeAll(async () => {
  bff = await hungBff();
  web = Fastify({ logger: false });
  await registerProxies(web, {
    bffUrl: bff.url,
    nextlandUrl: bff.url,
    trustProxy: false,
    bffTimeoutMs: TIMEOUT_MS,
  });
  origin = await web.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await web?.close();
  await bff?.close();
});

describe('a BFF that does not answer', () => {
  it('gets /graphql a 504 in the GraphQL error shape within WEB_BFF_TIMEOUT_MS, and the upstream socket closed', async () => {
    const started = Date.now();
    const response = await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(5000),
    });
    const elapsed = Date.now() - started;
    expect(response.status).toBe(504);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    // undici checks its headers timeout on a coarse (~1 s) clock.
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Apollo Client parses the errors of a non-2xx answer only in this media type (a ServerError otherwise).
    expect(response.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    expect(await response.json()).toEqual({
      errors: [{ message: expect.any(String), extensions: { code: 'UPSTREAM_TIMEOUT' } }],
    });
    // The abandoned request's connection to the BFF is closed, not left for the BFF to answer into.
    expect(await until(() => bff.open() === 0, 1000)).toBe(true);
  });

  it('gets the other BFF paths a 504 in the web error shape', async () => {
    const response = await fetch(`${origin}/files/private/7`, { signal: AbortSignal.timeout(5000) });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({
      code: 504,
      error: 'UPSTREAM_TIMEOUT',
      message: expect.any(String),
    });
  });

  it('closes the upstream request as soon as the browser goes away', async () => {
    const before = bff.received();
    const client = httpRequest(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    client.on('error', () => {});
    client.end(JSON.stringify({ query: '{ __typename }' }));
    expect(await until(() => bff.received() === before + 1 && bff.open() === 1, 2000)).toBe(true);
    const gone = Date.now();
    client.destroy();
    expect(await until(() => bff.open() === 0, TIMEOUT_MS)).toBe(true);
    expect(Date.now() - gone).toBeLessThan(TIMEOUT_MS / 2);
  });
});
