import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisStore } from './redis-store.js';
import { RenderCache } from './render-cache.js';

const url = process.env.TEST_REDIS_URL;
const prefix = `test-web-render-${process.pid}-${Date.now()}:`;
const log = Fastify({ logger: false }).log;

describe.skipIf(!url)('render cache on Redis', () => {
  // Two web processes: two caches, each with its own connection, over one Redis.
  const first = new RenderCache({
    store: createRedisStore(url ?? '', prefix, log),
    ttlMs: 10_000,
    staleMs: 0,
  });
  const second = new RenderCache({
    store: createRedisStore(url ?? '', prefix, log),
    ttlMs: 10_000,
    staleMs: 0,
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('lets a second web process serve what the first rendered', async () => {
    const page = { statusCode: 200, headers: [] as [string, string][], nonce: 'n', renderedAt: Date.now() };
    const rendered = await first.page('en:/en/goods', async () => ({
      page: { ...page, body: 'first' },
      storable: true,
    }));
    expect(rendered?.outcome).toBe('miss');
    const served = await second.page('en:/en/goods', async () => ({
      page: { ...page, body: 'second' },
      storable: true,
    }));
    expect(served).toMatchObject({ outcome: 'hit', page: { body: 'first' } });
  });
});
