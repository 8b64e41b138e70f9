// Per-user limits on the writes a script would repeat (issue 26): bids, and the requests that make a payment
// (checkouts, a won lot's confirm, deposits). A route names its limit in its config; one hook counts the
// signed-in user's hits after the route's guard has found them, so the key is the account, not an address
// that a script can change. Over the limit: 429 with `retryAfter`, like every other rate limit.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import { enforce, type Limit, type PerUserLimitName, type RateLimiter } from './lib/rate-limit.js';

const MINUTE_MS = 60_000;

export function registerPerUserLimits(app: FastifyInstance, config: Config, limiter: RateLimiter): void {
  const limits: Record<PerUserLimitName, Limit> = {
    bids: { max: config.rateLimits.bidsPerUserMinute, windowMs: MINUTE_MS },
    payments: { max: config.rateLimits.paymentsPerUserMinute, windowMs: MINUTE_MS },
  };
  app.addHook('preHandler', async (request) => {
    const name = request.routeOptions.config.perUserLimit;
    if (name && request.user) await enforce(limiter, `${name}:user:${request.user.id}`, limits[name]);
  });
}
