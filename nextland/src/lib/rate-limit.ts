// Fixed-window counters shared through Redis when REDIS_URL is set (every replica sees the same counts),
// in memory otherwise. Our own small limiter rather than @fastify/rate-limit because the keys are business
// values (a phone number, a ticket) checked inside handlers, several per route.
import { Redis } from 'ioredis';
import { AppError } from './errors.js';

export type Limit = { max: number; windowMs: number };

export type RateLimiter = {
  /** Counts one hit on `key`; returns seconds to wait when over the limit, else 0. */
  hit(key: string, limit: Limit): Promise<number>;
  close(): Promise<void>;
};

export class RateLimitedError extends AppError {
  override name = 'RateLimitedError';
  constructor(retryAfter: number) {
    super(429, 'tooManyRequests', { retryAfter });
  }
}

/** Throws 429 with `data.retryAfter` (seconds) when the key is over its limit. */
export async function enforce(limiter: RateLimiter, key: string, limit: Limit): Promise<void> {
  const wait = await limiter.hit(key, limit);
  if (wait > 0) throw new RateLimitedError(wait);
}

export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, { max, windowMs }) {
      const t = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= t) {
        // Drop stale windows now and then so the map cannot grow without bound.
        if (windows.size > 10_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        entry = { count: 0, resetAt: t + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return entry.count > max ? Math.ceil((entry.resetAt - t) / 1000) : 0;
    },
    async close() {},
  };
}

export function redisRateLimiter(url: string, keyPrefix = 'nextland:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async hit(key, { max, windowMs }) {
      const name = `${keyPrefix}rl:${key}`;
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      if (ttl < 0) await redis.pexpire(name, windowMs);
      return count > max ? Math.ceil(Math.max(ttl, 1000) / 1000) : 0;
    },
    async close() {
      await redis.quit();
    },
  };
}

export function createRateLimiter(redisUrl: string | undefined, keyPrefix?: string): RateLimiter {
  return redisUrl ? redisRateLimiter(redisUrl, keyPrefix) : memoryRateLimiter();
}
