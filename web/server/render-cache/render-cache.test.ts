import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { readServerConfig } from '../config.js';
import type { RenderFn } from '../render-page.js';
import type { CachedPage } from './cache-entry.js';
import { isCacheableRequest, isStorable, renderCacheKey } from './cache-policy.js';
import { createMemoryStore } from './memory-store.js';
import { RenderCache } from './render-cache.js';

const anonymous = { method: 'GET', url: '/en/goods', headers: {} };

describe('render cache rules', () => {
  it('answers only anonymous GET/HEAD requests: the locale cookie is the one cookie allowed', () => {
    expect(isCacheableRequest(anonymous)).toBe(true);
    expect(isCacheableRequest({ ...anonymous, method: 'HEAD' })).toBe(true);
    expect(isCacheableRequest({ ...anonymous, headers: { cookie: 'i18n_redirected=en' } })).toBe(true);
    expect(isCacheableRequest({ ...anonymous, headers: { cookie: 'i18n_redirected=en; uid=7' } })).toBe(
      false,
    );
    expect(isCacheableRequest({ ...anonymous, headers: { cookie: 'token=abc' } })).toBe(false);
    expect(isCacheableRequest({ ...anonymous, headers: { authorization: 'Bearer x' } })).toBe(false);
    expect(isCacheableRequest({ ...anonymous, method: 'POST' })).toBe(false);
    expect(isCacheableRequest({ ...anonymous, url: `/en/goods?keyword=${'x'.repeat(600)}` })).toBe(false);
  });

  it('stores only complete pages that set no cookie', () => {
    const html: [string, string][] = [['content-type', 'text/html']];
    expect(isStorable(200, html, false)).toBe(true);
    expect(isStorable(200, html, true)).toBe(false);
    expect(isStorable(200, [...html, ['Set-Cookie', 'a=b']], false)).toBe(false);
    expect(isStorable(404, html, false)).toBe(false);
    expect(isStorable(500, html, false)).toBe(false);
  });

  it('keys by locale and URL, query included', () => {
    expect(renderCacheKey('/en/goods?sort=popular')).toBe('en:/en/goods?sort=popular');
    expect(renderCacheKey('/goods')).toBe('zh-cn:/goods');
    expect(renderCacheKey('/zh-tw/goods.pageContext.json')).toBe('zh-tw:/zh-tw/goods.pageContext.json');
  });
});

describe('RenderCache: TTL and stale-while-revalidate', () => {
  let clock = 0;
  let renders = 0;
  let storable = true;
  const page = (): CachedPage => ({
    statusCode: 200,
    headers: [],
    body: `render ${renders}`,
    nonce: 'n',
    renderedAt: clock,
  });
  const render = async () => {
    renders += 1;
    return { page: page(), storable };
  };
  let cache: RenderCache;

  beforeEach(() => {
    clock = 1_000;
    renders = 0;
    storable = true;
    const now = () => clock;
    cache = new RenderCache({ store: createMemoryStore(10, now), ttlMs: 10_000, staleMs: 60_000, now });
  });

  it('renders once, then serves the stored page while fresh', async () => {
    expect((await cache.page('k', render))?.outcome).toBe('miss');
    clock += 9_999;
    expect(await cache.page('k', render)).toMatchObject({ outcome: 'hit', page: { body: 'render 1' } });
    expect(renders).toBe(1);
  });

  it('serves a stale page at once and refreshes it in the background, once', async () => {
    await cache.page('k', render);
    clock += 10_000;
    const [first, second] = await Promise.all([cache.page('k', render), cache.page('k', render)]);
    expect(first).toMatchObject({ outcome: 'stale', page: { body: 'render 1' } });
    expect(second?.outcome).toBe('stale');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders).toBe(2);
    expect(await cache.page('k', render)).toMatchObject({ outcome: 'hit', page: { body: 'render 2' } });
  });

  it('renders again once the stale window is over', async () => {
    await cache.page('k', render);
    clock += 70_000;
    expect(await cache.page('k', render)).toMatchObject({ outcome: 'miss', page: { body: 'render 2' } });
  });

  it('shares one render between concurrent misses of a key', async () => {
    const results = await Promise.all([1, 2, 3].map(() => cache.page('k', render)));
    expect(results.map((r) => r?.outcome)).toEqual(['miss', 'miss', 'miss']);
    expect(renders).toBe(1);
  });

  it('never stores a page that may not be stored', async () => {
    storable = false;
    await cache.page('k', render);
    await cache.page('k', render);
    expect(renders).toBe(2);
  });
});

describe('render cache in the web server', () => {
  let app: FastifyInstance;
  const rendered: string[] = [];
  /** What the error page of a page whose data failed upstream looks like (load-page-query.ts). */
  let outage = false;
  const render: RenderFn = async (init) => {
    rendered.push(init.urlOriginal);
    if (outage) {
      return {
        statusCode: 503,
        headers: [['content-type', 'text/html;charset=utf-8']],
        body: 'This page is temporarily unavailable',
      };
    }
    return {
      statusCode: 200,
      headers: [['content-type', 'text/html;charset=utf-8']],
      body: `<script nonce="${init.cspNonce}">boot()</script>${init.urlOriginal}`,
    };
  };

  beforeAll(async () => {
    const config = readServerConfig({ NODE_ENV: 'production' });
    app = await buildApp({ config: { ...config, root: '/nonexistent' }, render, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());
  beforeEach(() => {
    rendered.length = 0;
  });

  it('answers repeated anonymous requests from the cache, each with its own CSP nonce', async () => {
    const first = await app.inject({ method: 'GET', url: '/en/goods?sort=popular' });
    const second = await app.inject({ method: 'GET', url: '/en/goods?sort=popular' });
    expect(first.headers['x-render-cache']).toBe('miss');
    expect(second.headers['x-render-cache']).toBe('hit');
    expect(rendered).toEqual(['/en/goods?sort=popular']);
    const nonce = /'nonce-([^']+)'/.exec(String(second.headers['content-security-policy']))?.[1];
    expect(second.body).toBe(`<script nonce="${nonce}">boot()</script>/en/goods?sort=popular`);
    expect(second.body).not.toBe(first.body);
    expect(second.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  it('renders a request with a session for itself, and neither serves nor stores it from the cache', async () => {
    await app.inject({ method: 'GET', url: '/en/goods?sort=newest' });
    const signedIn = await app.inject({
      method: 'GET',
      url: '/en/goods?sort=newest',
      headers: { cookie: 'i18n_redirected=en; token=secret; uid=7' },
    });
    expect(signedIn.headers['x-render-cache']).toBe('bypass');
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(rendered).toEqual(['/en/goods?sort=newest', '/en/goods?sort=newest']);

    await app.inject({ method: 'GET', url: '/en/goods?keyword=mine', headers: { cookie: 'token=secret' } });
    const anonymousAfter = await app.inject({ method: 'GET', url: '/en/goods?keyword=mine' });
    expect(anonymousAfter.headers['x-render-cache']).toBe('miss');
  });

  it('does not store a response that sets a cookie (first visit to / sets the locale cookie)', async () => {
    const first = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'zh-CN' } });
    expect(first.headers['set-cookie']).toBeDefined();
    const second = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'zh-CN' } });
    expect(second.headers['x-render-cache']).toBe('miss');
    expect(rendered).toEqual(['/', '/']);
  });

  it('never stores the "temporarily unavailable" page: 503, Retry-After, no-store; real data once it is back', async () => {
    outage = true;
    try {
      const first = await app.inject({ method: 'GET', url: '/en/goods?sort=outage' });
      const second = await app.inject({ method: 'GET', url: '/en/goods?sort=outage' });
      for (const response of [first, second]) {
        expect(response.statusCode).toBe(503);
        expect(response.headers['x-render-cache']).toBe('miss');
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.headers['retry-after']).toBe('10');
      }
    } finally {
      outage = false;
    }
    const recovered = await app.inject({ method: 'GET', url: '/en/goods?sort=outage' });
    expect(recovered.statusCode).toBe(200);
    expect(recovered.headers['x-render-cache']).toBe('miss');
    expect(recovered.headers['retry-after']).toBeUndefined();
    expect(
      (await app.inject({ method: 'GET', url: '/en/goods?sort=outage' })).headers['x-render-cache'],
    ).toBe('hit');
    expect(rendered).toEqual(Array(3).fill('/en/goods?sort=outage'));
  });

  it('is off with RENDER_CACHE=off', async () => {
    const config = readServerConfig({ NODE_ENV: 'production', RENDER_CACHE: 'off' });
    const uncached = await buildApp({ config: { ...config, root: '/nonexistent' }, render, logger: false });
    await uncached.inject({ method: 'GET', url: '/en/goods' });
    const again = await uncached.inject({ method: 'GET', url: '/en/goods' });
    expect(again.headers['x-render-cache']).toBeUndefined();
    expect(rendered).toEqual(['/en/goods', '/en/goods']);
    await uncached.close();
  });
});
