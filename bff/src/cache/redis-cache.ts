// The shared cache on Redis: `${BFF_REDIS_KEY_PREFIX}cache:<key>`, JSON, expiring with PX. A cache must never
// take the BFF down with it: a Redis error reads as a miss and a failed write is only logged.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedCache } from './shared-cache.js';

export function createRedisCache(redis: Redis, prefix: string, log: FastifyBaseLogger): SharedCache {
  const keyOf = (key: string) => `${prefix}cache:${key}`;
  return {
    async get<T>(key: string) {
      try {
        const text = await redis.get(keyOf(key));
        return text === null ? undefined : (JSON.parse(text) as T);
      } catch (error) {
        log.warn({ err: error, key }, 'cache: Redis read failed, treated as a miss');
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(keyOf(key), JSON.stringify(value), 'PX', ttlMs);
      } catch (error) {
        log.warn({ err: error, key }, 'cache: Redis write failed');
      }
    },
  };
}
