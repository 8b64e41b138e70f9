import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enforce, memoryRateLimiter, RateLimitedError } from './rate-limit.js';

describe('memoryRateLimiter', () => {
  // The library reads Date.now and expires windows with timers: fake both.
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows max hits per window, then reports the seconds left; a new window starts afresh', async () => {
    const limiter = memoryRateLimiter();
    const limit = { max: 2, windowMs: 60_000 };
    expect(await limiter.hit('a', limit)).toBe(0);
    expect(await limiter.hit('a', limit)).toBe(0);
    vi.advanceTimersByTime(15_000);
    expect(await limiter.hit('a', limit)).toBe(45);
    expect(await limiter.hit('b', limit)).toBe(0);
    vi.advanceTimersByTime(45_000);
    expect(await limiter.hit('a', limit)).toBe(0);
  });

  it('enforce throws a 429 carrying retryAfter', async () => {
    const limiter = memoryRateLimiter();
    await enforce(limiter, 'k', { max: 1, windowMs: 10_000 });
    const error = await enforce(limiter, 'k', { max: 1, windowMs: 10_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ code: 429, data: { retryAfter: 10 } });
  });
});
