import { Agent, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drainOf } from '@nextland/server-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNextland, type TestNextland } from '../test-support/nextland.js';
import { buildTestApp } from '../test-support/test-app.js';

let fake: TestNextland;
beforeAll(async () => {
  fake = await startNextland();
});
afterAll(() => fake.close());

describe('/health and /ready', () => {
  it('is healthy and ready when nextland answers /ready', async () => {
    const app = await buildTestApp(fake);
    try {
      expect((await app.inject('/health')).json()).toEqual({ status: 'ok' });
      const ready = await app.inject('/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ready' });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('is healthy but not ready when nextland is down', async () => {
    const app = await buildTestApp(undefined);
    try {
      expect((await app.inject('/health')).statusCode).toBe(200);
      const ready = await app.inject('/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', dependency: 'nextland' });
      expect(ready.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });

  it('is not ready once stopping (SIGTERM), on a connection opened before', async () => {
    const app = await buildTestApp(fake);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ready = () =>
      new Promise<{ status?: number; body: string }>((resolve) => {
        const { port } = app.server.address() as AddressInfo;
        get({ host: '127.0.0.1', port, path: '/ready', agent }, (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode, body }));
        });
      });
    expect((await ready()).status).toBe(200);
    const closing = drainOf(app)?.drainAndClose();
    expect(await ready()).toEqual({ status: 503, body: JSON.stringify({ status: 'stopping' }) });
    await closing;
    agent.destroy();
  });
});
