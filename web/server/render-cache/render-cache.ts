import type { CachedPage, RenderCacheStore } from './cache-entry.js';

export type RenderCacheOptions = {
  store: RenderCacheStore;
  /** Served as fresh for this long after rendering. */
  ttlMs: number;
  /** Then served stale for this long while one background render refreshes it. */
  staleMs: number;
  now?: () => number;
  /** A background refresh failed (the stale page keeps being served until the window ends). */
  onRefreshError?: (error: unknown) => void;
};

/** A render for the cache: the page, and whether it may be stored (see cache-policy.ts `isStorable`). */
export type CacheRender = () => Promise<{ page: CachedPage; storable: boolean } | null>;

export type CacheOutcome = 'hit' | 'stale' | 'miss';

/**
 * Anonymous pages by key with a short TTL and stale-while-revalidate. Concurrent misses (and refreshes)
 * of one key share one render, so a burst on a cold page renders it once.
 */
export class RenderCache {
  readonly #options: Required<Omit<RenderCacheOptions, 'onRefreshError'>> &
    Pick<RenderCacheOptions, 'onRefreshError'>;
  readonly #inFlight = new Map<string, Promise<CachedPage | null>>();

  constructor(options: RenderCacheOptions) {
    this.#options = { now: Date.now, ...options };
  }

  /** The cached page for `key`, or a fresh render of it (stored when storable); null when nothing renders. */
  async page(key: string, render: CacheRender): Promise<{ page: CachedPage; outcome: CacheOutcome } | null> {
    const { store, ttlMs, staleMs, now } = this.#options;
    const cached = await store.get(key);
    if (cached) {
      const age = now() - cached.renderedAt;
      if (age < ttlMs) return { page: cached, outcome: 'hit' };
      if (age < ttlMs + staleMs) {
        this.#renderOnce(key, render).catch((error) => this.#options.onRefreshError?.(error));
        return { page: cached, outcome: 'stale' };
      }
    }
    const page = await this.#renderOnce(key, render);
    return page ? { page, outcome: 'miss' } : null;
  }

  close(): Promise<void> {
    return this.#options.store.close();
  }

  #renderOnce(key: string, render: CacheRender): Promise<CachedPage | null> {
    const running = this.#inFlight.get(key);
    if (running) return running;
    const started = (async () => {
      try {
        const rendered = await render();
        if (!rendered) return null;
        if (rendered.storable) {
          const { ttlMs, staleMs } = this.#options;
          await this.#options.store.set(key, rendered.page, ttlMs + staleMs);
        }
        return rendered.page;
      } finally {
        this.#inFlight.delete(key);
      }
    })();
    this.#inFlight.set(key, started);
    return started;
  }
}
