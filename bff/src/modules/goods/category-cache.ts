// The categories list, shared by anonymous requests for 30 s per locale.
//
// Why: categories change only when an admin edits them, and the list is the same for every visitor of a
// locale (public data, no per-user fields). Every SSR of /goods asks for it, and on nextland it is a GROUP BY
// count over the goods table. The on-sale counts may lag by up to 30 s, which a filter sidebar tolerates.
// Only anonymous requests use it: a request carrying a token still goes to nextland, which validates the
// token on every call (506/507 clear the cookie), so a cached answer never hides an expired session.
import type { Locale } from '../../locale.js';
import type { CategoryDto } from '../../rest/types.js';

export const categoriesTtlMs = 30_000;

export type CategoryCache = {
  /** The cached list for the locale, or `load()` when absent or stale; failures are not cached. */
  get(locale: Locale, load: () => Promise<CategoryDto[]>): Promise<CategoryDto[]>;
};

type Entry = { expiresAt: number; list: Promise<CategoryDto[]> };

export function createCategoryCache(ttlMs = categoriesTtlMs, now: () => number = Date.now): CategoryCache {
  const entries = new Map<Locale, Entry>();
  return {
    get(locale, load) {
      const cached = entries.get(locale);
      if (cached && cached.expiresAt > now()) return cached.list;
      // Concurrent requests share the one in-flight call.
      const entry: Entry = { expiresAt: now() + ttlMs, list: load() };
      entries.set(locale, entry);
      entry.list.catch(() => {
        if (entries.get(locale) === entry) entries.delete(locale);
      });
      return entry.list;
    },
  };
}
