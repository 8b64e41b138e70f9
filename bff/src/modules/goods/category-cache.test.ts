import { describe, expect, it } from 'vitest';
import { categories } from '../../test-support/fixtures.js';
import { createCategoryCache } from './category-cache.js';

function counter(result: () => Promise<typeof categories> = async () => categories) {
  const load = Object.assign(
    () => {
      load.calls += 1;
      return result();
    },
    { calls: 0 },
  );
  return load;
}

describe('createCategoryCache', () => {
  it('loads once per locale until the entry expires', async () => {
    let clock = 0;
    const cache = createCategoryCache(30_000, () => clock);
    const load = counter();
    expect(await cache.get('en', load)).toEqual(categories);
    clock = 29_999;
    await cache.get('en', load);
    expect(load.calls).toBe(1);
    await cache.get('zh-cn', load);
    expect(load.calls).toBe(2);
    clock = 30_000;
    await cache.get('en', load);
    expect(load.calls).toBe(3);
  });

  it('shares one in-flight call between concurrent requests', async () => {
    const cache = createCategoryCache();
    const load = counter();
    await Promise.all([cache.get('en', load), cache.get('en', load)]);
    expect(load.calls).toBe(1);
  });

  it('does not keep a failure', async () => {
    const cache = createCategoryCache();
    const failing = counter(() => Promise.reject(new Error('down')));
    await expect(cache.get('en', failing)).rejects.toThrow('down');
    const load = counter();
    expect(await cache.get('en', load)).toEqual(categories);
    expect(load.calls).toBe(1);
  });
});
