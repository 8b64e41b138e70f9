// A small key → JSON value store with expiry, shared by every BFF process when Redis is configured
// (redis-cache.ts) and private to this process otherwise. Values must survive JSON.
export type SharedCache = {
  /** The stored value, or undefined when absent, expired or unreadable. */
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
};

type Entry = { expiresAt: number; value: unknown };

export function createMemoryCache(now: () => number = Date.now): SharedCache {
  const entries = new Map<string, Entry>();
  function sweep(at: number): void {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    async set(key, value, ttlMs) {
      const at = now();
      sweep(at);
      entries.set(key, { expiresAt: at + ttlMs, value });
    },
  };
}
