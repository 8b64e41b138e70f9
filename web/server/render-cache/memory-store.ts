import type { CachedPage, RenderCacheStore } from './cache-entry.js';

/**
 * The default store: a bounded map in this process, least recently used first out. Enough for one web
 * process; several share a cache through Redis (redis-store.ts).
 */
export function createMemoryStore(maxEntries = 1000, now: () => number = Date.now): RenderCacheStore {
  const entries = new Map<string, { page: CachedPage; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(key, entry);
      return entry.page;
    },
    async set(key, page, keepMs) {
      entries.delete(key);
      entries.set(key, { page, expiresAt: now() + keepMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async close() {
      entries.clear();
    },
  };
}
