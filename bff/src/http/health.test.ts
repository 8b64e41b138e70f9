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
    } finally {
      await app.close();
    }
  });

  it('is healthy but not ready when nextland is down', async () => {
    const app = await buildTestApp(undefined);
    try {
      expect((await app.inject('/health')).statusCode).toBe(200);
      expect((await app.inject('/ready')).statusCode).toBe(503);
    } finally {
      await app.close();
    }
  });
});
