import { describe, expect, it, vi } from 'vitest';
import type { TokensDto } from '../rest/contract.js';
import { createRefreshCache } from './refresh-cache.js';

const pair = (n: number): TokensDto => ({ access_token: `a${n}`, refresh_token: `r${n}`, expires_in: 7200 });

describe('refresh cache', () => {
  it('makes one call for concurrent rotations of the same token and gives everyone its pair', async () => {
    const cache = createRefreshCache();
    let release: (tokens: TokensDto) => void = () => {};
    const call = vi.fn(() => new Promise<TokensDto>((resolve) => (release = resolve)));
    const first = cache.rotate('r0', call);
    const second = cache.rotate('r0', call);
    expect(await cache.has('r0')).toBe(true);
    release(pair(1));
    expect(await first).toEqual(pair(1));
    expect(await second).toEqual(pair(1));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('serves the rotated pair within the grace window and calls again after it', async () => {
    let now = 1_000;
    const cache = createRefreshCache(30_000, () => now);
    const call = vi.fn(async () => pair(call.mock.calls.length));
    await cache.rotate('r0', call);
    now += 29_000;
    expect(await cache.rotate('r0', call)).toEqual(pair(1));
    expect(call).toHaveBeenCalledTimes(1);
    now += 2_000;
    expect(await cache.has('r0')).toBe(false);
    expect(await cache.rotate('r0', call)).toEqual(pair(2));
  });

  it('keeps different refresh tokens apart', async () => {
    const cache = createRefreshCache();
    expect(await cache.rotate('x', async () => pair(1))).toEqual(pair(1));
    expect(await cache.rotate('y', async () => pair(2))).toEqual(pair(2));
  });

  it('does not keep a failed refresh: the next rotation calls again', async () => {
    const cache = createRefreshCache();
    await expect(cache.rotate('r0', async () => Promise.reject(new Error('507')))).rejects.toThrow('507');
    expect(await cache.has('r0')).toBe(false);
    expect(await cache.rotate('r0', async () => pair(3))).toEqual(pair(3));
  });
});
