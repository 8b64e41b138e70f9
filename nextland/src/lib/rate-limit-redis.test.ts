// The Redis limiter against a real server named by TEST_REDIS_URL (e.g. redis://127.0.0.1:6379); skipped without.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { redisRateLimiter } from './rate-limit.js';

const url = process.env.TEST_REDIS_URL;

describe.skipIf(!url)('redisRateLimiter', () => {
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
});
