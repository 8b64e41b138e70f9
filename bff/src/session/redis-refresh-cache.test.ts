// Two BFF processes (two caches, own connections) rotating one refresh token. Against a real server named by
// TEST_REDIS_URL; skipped without.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createRedisClients, type RedisClients } from '../redis.js';
import type { TokensDto } from '../rest/contract.js';
import { createRedisRefreshCache } from './redis-refresh-cache.js';

const url = process.env.TEST_REDIS_URL;
const prefix = `test:refresh:${randomBytes(4).toString('hex')}:`;
const opened: RedisClients[] = [];
const silent = { warn: () => {} } as never;

function bffProcess() {
  const clients = createRedisClients(url ?? '');
  opened.push(clients);
  return { cache: createRedisRefreshCache(clients.commands, prefix, silent), redis: clients.commands };
}

afterAll(async () => {
  await Promise.all(opened.map((clients) => clients.close()));
});

// Long, distinctive tokens: a random ciphertext cannot contain them by chance (a two-letter one could).
const pair: TokensDto = {
  access_token: 'access-token-in-plain-text',
  refresh_token: 'refresh-token-in-plain-text',
  expires_in: 7200,
};

describe.skipIf(!url)('Redis refresh cache', () => {
  it('refreshes once across processes and gives both the same pair, stored encrypted', async () => {
    const one = bffProcess();
    const two = bffProcess();
    const token = `r0-${randomBytes(4).toString('hex')}`;
    const call = vi.fn(() => new Promise<TokensDto>((resolve) => setTimeout(() => resolve(pair), 150)));
    const [first, second] = await Promise.all([one.cache.rotate(token, call), two.cache.rotate(token, call)]);
    expect(first).toEqual(pair);
    expect(second).toEqual(pair);
    expect(call).toHaveBeenCalledTimes(1);
    // A third process within the grace window: no call, and it knows the token was rotated.
    const three = bffProcess();
    expect(await three.cache.has(token)).toBe(true);
    expect(await three.cache.rotate(token, call)).toEqual(pair);
    expect(call).toHaveBeenCalledTimes(1);
    const stored = await one.redis.keys(`${prefix}refresh:*`);
    expect(stored.length).toBeGreaterThan(0);
    for (const key of stored) {
      const value = await one.redis.get(key);
      expect(value).not.toContain(pair.access_token);
      expect(value).not.toContain(pair.refresh_token);
    }
  });

  it('lets another process try again after a failed refresh', async () => {
    const one = bffProcess();
    const two = bffProcess();
    const token = `r0-${randomBytes(4).toString('hex')}`;
    await expect(one.cache.rotate(token, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await two.cache.has(token)).toBe(false);
    expect(await two.cache.rotate(token, async () => pair)).toEqual(pair);
  });
});
