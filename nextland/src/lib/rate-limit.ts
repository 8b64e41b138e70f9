// Fixed-window counters on rate-limiter-flexible: in Redis when REDIS_URL is set (every replica sees the same
// counts), in memory otherwise. In Redis one Lua script creates the key with its expiry, increments it and
// reads the time left, so no crash or lost reply between steps can leave a key without expiry (which was a
// permanent 429 with the former INCR, PTTL, PEXPIRE sequence). Limits are checked inside handlers because the
// keys are business values (a phone number, a ticket), several per route.
import { Redis } from 'ioredis';
import {
  type IRateLimiterOptions,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors.js';

export type Limit = { max: number; windowMs: number };

/** Writes counted per signed-in user (issue 26): a route says which it is, `config: { perUserLimit: 'bids' }`. */
export type PerUserLimitName = 'bids' | 'payments';

declare module 'fastify' {
  interface FastifyContextConfig {
    perUserLimit?: PerUserLimitName;
  }
}

export type RateLimiter = {
  /** Counts one hit on `key`; returns seconds to wait when over the limit, else 0. */
  hit(key: string, limit: Limit): Promise<number>;
  close(): Promise<void>;
};

export class RateLimitedError extends AppError {
  override name = 'RateLimitedError';
  constructor(retryAfter: number) {
    super(429, 'tooManyRequests', { retryAfter });
  }
}

/** Throws 429 with `data.retryAfter` (seconds) when the key is over its limit. */
export async function enforce(limiter: RateLimiter, key: string, limit: Limit): Promise<void> {
  const wait = await limiter.hit(key, limit);
  if (wait > 0) throw new RateLimitedError(wait);
}

type Store = (options: IRateLimiterOptions) => RateLimiterMemory | RateLimiterRedis;

/**
 * One rate-limiter-flexible instance per distinct limit (a handful: the limits come from configuration); a key
 * always uses the same limit, so windows never mix.
 */
function flexibleLimiter(store: Store, keyPrefix: string, close: () => Promise<void>): RateLimiter {
  const byLimit = new Map<string, RateLimiterMemory | RateLimiterRedis>();
  function limiterFor({ max, windowMs }: Limit) {
    const id = `${max}/${windowMs}`;
    let limiter = byLimit.get(id);
    if (!limiter) {
      // The library counts whole seconds; a window shorter than a second would mean no expiry at all.
      limiter = store({ points: max, duration: Math.max(1, Math.ceil(windowMs / 1000)), keyPrefix });
      byLimit.set(id, limiter);
    }
    return limiter;
  }
  return {
    async hit(key, limit) {
      try {
        await limiterFor(limit).consume(key);
        return 0;
      } catch (rejection) {
        // Over the limit rejects with the result; anything else (Redis down) is a real error.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      }
    },
    close,
  };
}

export function memoryRateLimiter(keyPrefix = 'rl'): RateLimiter {
  return flexibleLimiter(
    (options) => new RateLimiterMemory(options),
    keyPrefix,
    async () => {},
  );
}

/** Keys are `${keyPrefix}rl:<key>` (e.g. `nextland:rl:login:ip:203.0.113.9`), as before the library. */
export function redisRateLimiter(url: string, keyPrefix = 'nextland:'): RateLimiter {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return flexibleLimiter(
    (options) => new RateLimiterRedis({ ...options, storeClient: redis }),
    `${keyPrefix}rl`,
    async () => {
      await redis.quit();
    },
  );
}

export function createRateLimiter(redisUrl: string | undefined, keyPrefix?: string): RateLimiter {
  return redisUrl ? redisRateLimiter(redisUrl, keyPrefix) : memoryRateLimiter();
}
