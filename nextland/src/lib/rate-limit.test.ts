import { describe, expect, it } from 'vitest';
import { enforce, memoryRateLimiter, RateLimitedError } from './rate-limit.js';

describe('memoryRateLimiter', () => {
  it('allows max hits per window, then reports the seconds left; a new window starts afresh', async () => {
    let now = 1_000_000;
    const limiter = memoryRateLimiter(() => now);
    const limit = { max: 2, windowMs: 60_000 };
    expect(await limiter.hit('a', limit)).toBe(0);
    expect(await limiter.hit('a', limit)).toBe(0);
    now += 15_000;
    expect(await limiter.hit('a', limit)).toBe(45);
    expect(await limiter.hit('b', limit)).toBe(0);
    now += 45_000;
    expect(await limiter.hit('a', limit)).toBe(0);
  });

  it('enforce throws a 429 carrying retryAfter', async () => {
    const limiter = memoryRateLimiter(() => 0);
    await enforce(limiter, 'k', { max: 1, windowMs: 10_000 });
    const error = await enforce(limiter, 'k', { max: 1, windowMs: 10_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 429, data: { retryAfter: 10 } });
  });
});
