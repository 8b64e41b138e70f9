// Single-flight token refresh per refresh token, with a short grace window.
//
// Why: nextland rotates the refresh token on every use and treats a second use as theft (the whole session is
// revoked). A browser often sends several requests at once with the same expired cookies (a page firing two
// queries, two tabs); each would refresh with the same token and the second would end the session. Here the
// first request refreshes and the others, arriving while it runs or within `graceMs` after it, get the same
// rotated pair (and the same Set-Cookie). Keys are sha256 hashes, so the map never holds a presented token.
//
// This cache is per process. With REDIS_URL, redis-refresh-cache.ts wraps it so the guarantee holds across BFF
// processes (no sticky sessions needed).
import { createHash } from 'node:crypto';
import type { TokensDto } from '../rest/contract.js';

export const refreshGraceMs = 30_000;

export type RefreshCache = {
  /** The rotated pair for this refresh token: from the cache, from an in-flight call, or from `call()`. */
  rotate(refreshToken: string, call: () => Promise<TokensDto>): Promise<TokensDto>;
  /** True while a rotation of this token is in flight or was made within the grace window. */
  has(refreshToken: string): Promise<boolean>;
};

/** `expiresAt` is Infinity while the call is in flight. */
type Entry = { expiresAt: number; tokens: Promise<TokensDto> };

function hash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export function createRefreshCache(graceMs = refreshGraceMs, now: () => number = Date.now): RefreshCache {
  const entries = new Map<string, Entry>();

  function live(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function sweep(): void {
    const at = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
  }

  return {
    rotate(refreshToken, call) {
      const key = hash(refreshToken);
      const cached = live(key);
      if (cached) return cached.tokens;
      sweep();
      const entry: Entry = { expiresAt: Number.POSITIVE_INFINITY, tokens: call() };
      entries.set(key, entry);
      entry.tokens.then(
        () => {
          entry.expiresAt = now() + graceMs;
        },
        // A failed refresh is not kept: the next request decides again (nextland remembers a revocation).
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return entry.tokens;
    },
    async has(refreshToken) {
      return live(hash(refreshToken)) !== undefined;
    },
  };
}
