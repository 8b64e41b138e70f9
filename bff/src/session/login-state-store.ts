// Login states issued by startLogin, remembered server-side until used once or expired (issue 9 §5).
//
// Why: the state also rides in an httpOnly cookie, but a cookie alone proves nothing about freshness — a captured
// cookie re-sent with its state used to log in again. Binding it here makes every state single use and bounded
// in time, whatever the browser sends back. Keys are sha256 hashes, so the store never holds a usable state.
//
// In memory by default; with REDIS_URL every BFF process shares one store (a login may come back to another).
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export type LoginStateStore = {
  /** Remembers `state` for `ttlSeconds`. */
  issue(state: string, ttlSeconds: number): Promise<void>;
  /** True once for a state issued and not yet expired; it is forgotten either way. */
  consume(state: string): Promise<boolean>;
};

function hash(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

export function createMemoryLoginStateStore(now: () => number = Date.now): LoginStateStore {
  const expiries = new Map<string, number>();
  function sweep(at: number): void {
    for (const [key, expiresAt] of expiries) if (expiresAt <= at) expiries.delete(key);
  }
  return {
    async issue(state, ttlSeconds) {
      const at = now();
      sweep(at);
      expiries.set(hash(state), at + ttlSeconds * 1000);
    },
    async consume(state) {
      const key = hash(state);
      const expiresAt = expiries.get(key);
      expiries.delete(key);
      return expiresAt !== undefined && expiresAt > now();
    },
  };
}

/** DEL answers how many keys it removed: of two concurrent uses of one state exactly one sees 1. */
export function createRedisLoginStateStore(
  redis: Redis,
  prefix: string,
  log: FastifyBaseLogger,
): LoginStateStore {
  const key = (state: string) => `${prefix}login-state:${hash(state)}`;
  return {
    async issue(state, ttlSeconds) {
      await redis.set(key(state), '1', 'EX', ttlSeconds);
    },
    async consume(state) {
      try {
        return (await redis.del(key(state))) === 1;
      } catch (error) {
        // Without the store no state can be proven fresh: refuse (the user starts the login again).
        log.warn({ err: error }, 'login state store: Redis unavailable, refusing the login state');
        return false;
      }
    },
  };
}
