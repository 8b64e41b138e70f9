// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const prefetch = vi.fn(async (_url: string) => {});
vi.mock('vike/client/router', () => ({ prefetch }));

/** A controllable IntersectionObserver: tests decide which links come into view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  show(...elements: Element[]) {
    const entries = elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function setConnection(connection: { effectiveType?: string; saveData?: boolean } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

async function start() {
  vi.resetModules();
  const { startViewportPrefetch } = await import('./start-viewport-prefetch.js');
  return startViewportPrefetch();
}

describe('viewport prefetch (spec §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.instances = [];
    prefetch.mockClear();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = `
      <a id="goods" href="/en/goods">Goods</a>
      <a id="opus" href="/en/opus?x=1">Works</a>
      <a id="file" href="/files/a.png">File</a>
      <a id="ext" href="https://elsewhere.example/">Elsewhere</a>`;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setConnection(undefined);
  });

  it('starts 1 s after load and prefetches page links as they come into view, once each', async () => {
    setConnection({ effectiveType: '4g' });
    await start();
    vi.advanceTimersByTime(999);
    expect(FakeObserver.instances).toHaveLength(0);
    vi.advanceTimersByTime(1);
    const observer = FakeObserver.instances[0] as FakeObserver;
    expect(observer.observed.size).toBe(4);
    const byId = (id: string) => document.getElementById(id) as HTMLElement;
    observer.show(byId('goods'), byId('file'), byId('ext'));
    expect(prefetch.mock.calls).toEqual([['/en/goods']]);
    observer.show(byId('opus'), byId('goods'));
    expect(prefetch.mock.calls).toEqual([['/en/goods'], ['/en/opus?x=1']]);
  });

  it('rescans after a client navigation', async () => {
    const { rescan } = await start();
    vi.advanceTimersByTime(1000);
    const observer = FakeObserver.instances[0] as FakeObserver;
    document.body.insertAdjacentHTML('beforeend', '<a id="news" href="/news">News</a>');
    rescan();
    expect(observer.observed.has(document.getElementById('news') as HTMLElement)).toBe(true);
  });

  it('never runs on slow-2g', async () => {
    setConnection({ effectiveType: 'slow-2g' });
    await start();
    vi.advanceTimersByTime(60_000);
    expect(FakeObserver.instances).toHaveLength(0);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('runs on 2g', async () => {
    setConnection({ effectiveType: '2g' });
    await start();
    vi.advanceTimersByTime(1000);
    expect(FakeObserver.instances).toHaveLength(1);
  });
});
