// The Redis limiter against a real server named by TEST_REDIS_URL (e.g. redis://127.0.0.1:6379); skipped without.
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisRateLimiter } from './rate-limit.js';

const url = process.env.TEST_REDIS_URL;

/**
 * A link to Redis that goes dead after the first write naming `key`: every later write from the client is lost
 * (a crash, a dropped connection or a timeout between two steps of a hit). Answers still flow back.
 */
async function lossyLink(target: URL, key: string): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    let dead = false;
    client.on('data', (chunk: Buffer) => {
      if (dead) return;
      upstream.write(chunk);
      if (chunk.includes(key)) dead = true;
    });
    upstream.pipe(client);
    for (const s of [client, upstream]) s.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(!url)('redisRateLimiter', () => {
  const direct = new Redis(url ?? '', { lazyConnect: true });
  afterAll(() => direct.quit());

  it('shares one window across limiter instances (as across replicas)', async () => {
    const a = redisRateLimiter(url ?? '');
    const b = redisRateLimiter(url ?? '');
    const key = `test:${randomBytes(6).toString('hex')}`;
    const limit = { max: 2, windowMs: 60_000 };
    try {
      expect(await a.hit(key, limit)).toBe(0);
      expect(await b.hit(key, limit)).toBe(0);
      const wait = await a.hit(key, limit);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps counts apart under different key prefixes (environments or test runs sharing one server)', async () => {
    const run = randomBytes(6).toString('hex');
    const first = redisRateLimiter(url ?? '', `test-${run}-a:`);
    const second = redisRateLimiter(url ?? '', `test-${run}-b:`);
    const limit = { max: 1, windowMs: 60_000 };
    try {
      expect(await first.hit('phone:13900000000', limit)).toBe(0);
      expect(await first.hit('phone:13900000000', limit)).toBeGreaterThan(0);
      expect(await second.hit('phone:13900000000', limit)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('never leaves a counter without expiry, even when a hit is cut off halfway (no permanent 429)', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const key = `login:ip:${randomBytes(4).toString('hex')}`;
    const link = await lossyLink(new URL(url ?? ''), key);
    const limiter = redisRateLimiter(link.url, prefix);
    try {
      // The cut-off hit never gets its answer; give it a moment to do what it can.
      await Promise.race([
        limiter.hit(key, { max: 5, windowMs: 60_000 }).catch(() => 0),
        new Promise((resolve) => setTimeout(resolve, 500)),
      ]);
      const stored = `${prefix}rl:${key}`;
      const ttl = await direct.pttl(stored);
      // -2: the key does not exist (the hit did not happen); otherwise it must expire within the window.
      if (ttl !== -2) {
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(60_000);
      }
      // Whatever happened, the next hit over a sound link counts from a window that ends.
      const sound = redisRateLimiter(url ?? '', prefix);
      try {
        expect(await sound.hit(key, { max: 5, windowMs: 60_000 })).toBe(0);
        expect(await direct.pttl(stored)).toBeGreaterThan(0);
      } finally {
        await sound.close();
      }
    } finally {
      limiter.close().catch(() => {});
      await link.close();
      await direct.del(`${prefix}rl:${key}`);
    }
  });

  it('every stored counter has an expiry within its window', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const limiter = redisRateLimiter(url ?? '', prefix);
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) => limiter.hit(`k${i % 4}`, { max: 3, windowMs: 30_000 })),
      );
      const keys = await direct.keys(`${prefix}*`);
      expect(keys).toHaveLength(4);
      for (const key of keys) {
        const ttl = await direct.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(30_000);
      }
      await direct.del(...keys);
    } finally {
      await limiter.close();
    }
  });
});
