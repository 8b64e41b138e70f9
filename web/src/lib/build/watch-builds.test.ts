// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildStore } from '../../stores/build-store.js';
import { RELOAD_GUARD_KEY } from './chunk-reload.js';
import { APP_UPDATE_EVENT, BUILD_CHECK_INTERVAL_MS, LATEST_BUILD_PATH } from './latest-build.js';
import { watchBuilds } from './watch-builds.js';

function manifestFetch(ids: string[]) {
  let call = 0;
  return vi.fn(async (_url: RequestInfo | URL) => {
    const id = ids[Math.min(call++, ids.length - 1)];
    return new Response(JSON.stringify({ id, timestamp: 1 }), { status: 200 });
  }) as unknown as typeof fetch & ReturnType<typeof vi.fn>;
}

/** Lets the awaited fetch/json chain inside a check settle. */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  await vi.advanceTimersByTimeAsync(0);
}

describe('watchBuilds: hourly build check (spec §4/§9)', () => {
  let stop: (() => void) | undefined;
  const updates: unknown[] = [];
  const onUpdate = (event: Event) => updates.push((event as CustomEvent).detail);

  beforeEach(() => {
    vi.useFakeTimers();
    updates.length = 0;
    window.addEventListener(APP_UPDATE_EVENT, onUpdate);
  });
  afterEach(() => {
    stop?.();
    window.removeEventListener(APP_UPDATE_EVENT, onUpdate);
    vi.useRealTimers();
  });

  it('polls /assets/builds/latest.json once every 60 minutes', async () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
    const fetchImpl = manifestFetch(['current']);
    stop = watchBuilds(new BuildStore('current'), { fetchImpl });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe(LATEST_BUILD_PATH);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('the same build id fires nothing', async () => {
    const build = new BuildStore('current');
    stop = watchBuilds(build, { fetchImpl: manifestFetch(['current']) });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(updates).toEqual([]);
    expect(build.updateAvailable).toBe(false);
  });

  it('a different build id fires the update event once', async () => {
    const build = new BuildStore('current');
    stop = watchBuilds(build, { fetchImpl: manifestFetch(['current', 'next', 'next']) });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(updates).toEqual([]);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(updates).toEqual([{ id: 'next', timestamp: 1 }]);
    expect(build.updateAvailable).toBe(true);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS);
    expect(updates).toHaveLength(1);
  });

  it('an unreachable or malformed manifest is not an update', async () => {
    const fetchImpl = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('{"id":1}'))
      .mockResolvedValueOnce(new Response('', { status: 404 })) as unknown as typeof fetch;
    const build = new BuildStore('current');
    stop = watchBuilds(build, { fetchImpl });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_INTERVAL_MS * 3);
    expect(updates).toEqual([]);
  });
});

describe('watchBuilds: reload on a chunk-load error after an update (10 s guard)', () => {
  let stop: (() => void) | undefined;
  let clock = 1_000_000;

  beforeEach(() => {
    vi.useFakeTimers();
    window.sessionStorage.clear();
  });
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  function chunkError() {
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
  }

  it('reloads once, not again within 10 s, and again after 10 s', async () => {
    const reload = vi.fn();
    const build = new BuildStore('current');
    build.setLatest('next');
    stop = watchBuilds(build, { fetchImpl: manifestFetch(['next']), reload, now: () => clock });
    chunkError();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_KEY)).toBe(String(clock));

    clock += 9_999;
    chunkError();
    await flush();
    expect(reload).toHaveBeenCalledTimes(1);

    clock += 1;
    chunkError();
    await flush();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('checks the manifest first when no update was announced yet', async () => {
    const reload = vi.fn();
    const build = new BuildStore('current');
    stop = watchBuilds(build, { fetchImpl: manifestFetch(['next']), reload, now: () => clock });
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection', { cancelable: true }), {
        reason: new TypeError('Failed to fetch dynamically imported module: /assets/page-1.js'),
      }),
    );
    await flush();
    expect(build.updateAvailable).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does not reload when the build did not change (a real network error, not a deploy)', async () => {
    const reload = vi.fn();
    stop = watchBuilds(new BuildStore('current'), { fetchImpl: manifestFetch(['current']), reload });
    chunkError();
    await flush();
    expect(reload).not.toHaveBeenCalled();
  });

  it('ignores unrelated rejections', async () => {
    const reload = vi.fn();
    const build = new BuildStore('current');
    build.setLatest('next');
    stop = watchBuilds(build, { fetchImpl: manifestFetch(['next']), reload });
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('boom') }));
    await flush();
    expect(reload).not.toHaveBeenCalled();
  });
});
