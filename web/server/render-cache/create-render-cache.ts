import type { FastifyBaseLogger } from 'fastify';
import type { RenderCacheConfig } from '../config.js';
import { createMemoryStore } from './memory-store.js';
import { createRedisStore } from './redis-store.js';
import { RenderCache } from './render-cache.js';

/** The configured render cache: none (`RENDER_CACHE=off`), Redis when REDIS_URL is set, else memory. */
export function createRenderCache(
  config: RenderCacheConfig,
  log: FastifyBaseLogger,
): RenderCache | undefined {
  if (!config.enabled) return undefined;
  const store = config.redisUrl
    ? createRedisStore(config.redisUrl, config.redisKeyPrefix, log)
    : createMemoryStore(config.maxEntries);
  return new RenderCache({
    store,
    ttlMs: config.ttlMs,
    staleMs: config.staleMs,
    onRefreshError: (error) => log.error({ err: error }, 'render cache: background render failed'),
  });
}
