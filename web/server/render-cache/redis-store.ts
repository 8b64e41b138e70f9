// https://github.com/redis/ioredis — the render cache shared by several web processes when REDIS_URL is set.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { CachedPage, RenderCacheStore } from './cache-entry.js';

/**
 * Entries are JSON under `<prefix>render:<key>` with a Redis expiry of TTL plus the stale window. Redis
 * trouble never breaks a page: a failed read is a miss, a failed write is skipped (both logged, not thrown).
 */
export function createRedisStore(url: string, prefix: string, log: FastifyBaseLogger): RenderCacheStore {
  // A slow or unreachable Redis costs a page at most the command timeout, then it renders uncached.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 250 });
  redis.on('error', (error) => log.warn({ err: error }, 'render cache: redis error'));
  const keyOf = (key: string) => `${prefix}render:${key}`;
  return {
    async get(key) {
      try {
        const text = await redis.get(keyOf(key));
        return text ? (JSON.parse(text) as CachedPage) : undefined;
      } catch (error) {
        log.warn({ err: error }, 'render cache: read failed');
        return undefined;
      }
    },
    async set(key, page, keepMs) {
      try {
        await redis.set(keyOf(key), JSON.stringify(page), 'PX', keepMs);
      } catch (error) {
        log.warn({ err: error }, 'render cache: write failed');
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
