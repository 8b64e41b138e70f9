import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerHealth } from './health.js';

// A BFF stand-in whose /ready answers as the test says: ready, not ready (nextland down), or never.
let mode: 'ready' | 'not-ready' | 'hang' = 'ready';
let bff: FastifyInstance;
let bffUrl: string;

beforeAll(async () => {
  bff = Fastify({ logger: false });
  bff.get('/ready', async (_request, reply) => {
    if (mode === 'hang') return new Promise(() => {});
    if (mode === 'not-ready')
      return reply.code(503).send({ status: 'unavailable', reason: 'nextland not ready' });
    return { status: 'ready' };
  });
  await bff.listen({ host: '127.0.0.1', port: 0 });
  bffUrl = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  bff.server.closeAllConnections();
  await bff.close();
});

async function web(upstream: string, draining = false) {
  const app = Fastify({ logger: false });
  registerHealth(app, upstream, () => draining);
  await app.ready();
  return app;
}

describe('/healthz and /ready', () => {
  it('is live and ready when the BFF is ready; neither answer is cached', async () => {
    mode = 'ready';
    const app = await web(bffUrl);
    const live = await app.inject('/healthz');
    expect(live.json()).toEqual({ ok: true });
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is live but not ready when the BFF is not (nextland down), naming the dependency', async () => {
    mode = 'not-ready';
    const app = await web(bffUrl);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({
      status: 'unavailable',
      dependency: 'bff',
      reason: 'bff 503: nextland not ready',
    });
  });

  it('is not ready within 2 s when the BFF hangs, and at once when it is down', async () => {
    mode = 'hang';
    const app = await web(bffUrl);
    const started = Date.now();
    const hung = await app.inject('/ready');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(hung.statusCode).toBe(503);
    expect(hung.json()).toMatchObject({ dependency: 'bff', reason: expect.stringContaining('2000 ms') });
    const down = await (await web('http://127.0.0.1:9')).inject('/ready');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ dependency: 'bff', reason: 'bff unreachable' });
  });

  it('is not ready while stopping, even with the BFF ready, and stays live', async () => {
    mode = 'ready';
    const app = await web(bffUrl, true);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'stopping' });
  });
});
