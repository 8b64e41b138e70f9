// The categories list, shared by anonymous requests for 30 s per locale.
//
// Why: categories change only when an admin edits them, and the list is the same for every visitor of a
// locale (public data, no per-user fields). Every SSR of /goods asks for it, and on nextland it is a GROUP BY
// count over the goods table. The on-sale counts may lag by up to 30 s, which a filter sidebar tolerates.
// Only anonymous requests use it: a request carrying a token still goes to nextland, which validates the
// token on every call (506/507 clear the cookie), so a cached answer never hides an expired session.
// The list lives in the shared cache (Redis when configured, so every BFF process serves the same copy);
// concurrent misses in one process share one call to nextland.
import { createMemoryCache, type SharedCache } from '../../cache/shared-cache.js';
import type { Locale } from '../../locale.js';
import type { CategoryDto } from '../../rest/contract.js';

export const categoriesTtlMs = 30_000;

export type CategoryCache = {
  /** The cached list for the locale, or `load()` when absent or stale; failures are not cached. */
  get(locale: Locale, load: () => Promise<CategoryDto[]>): Promise<CategoryDto[]>;
};

export function createCategoryCache(
  ttlMs = categoriesTtlMs,
  now: () => number = Date.now,
  store: SharedCache = createMemoryCache(now),
): CategoryCache {
  const inFlight = new Map<Locale, Promise<CategoryDto[]>>();
  return {
    get(locale, load) {
      const pending = inFlight.get(locale);
      if (pending) return pending;
      const key = `categories:${locale}`;
      const list = (async () => {
        const cached = await store.get<CategoryDto[]>(key);
        if (cached) return cached;
        const loaded = await load();
        await store.set(key, loaded, ttlMs);
        return loaded;
      })();
      inFlight.set(locale, list);
      const settle = () => {
        if (inFlight.get(locale) === list) inFlight.delete(locale);
      };
      list.then(settle, settle);
      return list;
    },
  };
}
