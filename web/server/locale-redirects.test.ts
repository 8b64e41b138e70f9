import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLocaleRedirects } from './locale-redirects.js';

const app = Fastify();
registerLocaleRedirects(app);
app.get('/*', async (request) => ({ rendered: request.url }));

beforeAll(() => app.ready());
afterAll(() => app.close());

function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

/** The Set-Cookie header split into `name=value` and its attributes. */
function setCookie(response: Awaited<ReturnType<typeof get>>): string[] | undefined {
  const header = response.headers['set-cookie'];
  return typeof header === 'string' ? header.split('; ') : undefined;
}

describe('locale prefix case', () => {
  it('301s /zh-TW/… and /EN/… to the lower-case prefix, keeping the path and query', async () => {
    const tw = await get('/zh-TW/goods/details?id=7');
    expect(tw.statusCode).toBe(301);
    expect(tw.headers.location).toBe('/zh-tw/goods/details?id=7');
    expect((await get('/EN')).headers.location).toBe('/en');
    expect((await get('/Zh-Tw?x=1')).headers.location).toBe('/zh-tw?x=1');
  });

  it('leaves lower-case prefixes and look-alike paths alone', async () => {
    expect((await get('/zh-tw/goods')).statusCode).toBe(200);
    expect((await get('/en/goods')).statusCode).toBe(200);
    expect((await get('/ENGLISH')).statusCode).toBe(200);
  });
});

describe('trailing slash', () => {
  it('301s to the slash-less URL, keeping the query', async () => {
    const response = await get('/en/goods/?sort=NEWEST');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/en/goods?sort=NEWEST');
  });

  it('301s /en/ to /en and leaves / alone', async () => {
    expect((await get('/en/')).headers.location).toBe('/en');
    expect((await get('/', { cookie: 'i18n_redirected=zh-cn' })).statusCode).toBe(200);
  });

  it('never redirects to another host', async () => {
    const response = await get('//evil.example/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/evil.example');
  });
});

describe('locale detection at /', () => {
  it('first visit: Accept-Language picks the locale, stores it in the cookie and redirects', async () => {
    const response = await get('/', { 'accept-language': 'fr;q=1, en-US;q=0.8, zh-CN;q=0.5' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/en');
    const cookie = setCookie(response);
    expect(cookie?.[0]).toBe('i18n_redirected=en');
    expect(cookie).toEqual(expect.arrayContaining(['Max-Age=31536000', 'Path=/', 'SameSite=Lax']));
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('keeps the query string on the redirect', async () => {
    const response = await get('/?utm=x', { 'accept-language': 'zh-TW' });
    expect(response.headers.location).toBe('/zh-tw?utm=x');
  });

  it('the stored cookie wins over Accept-Language and is not rewritten', async () => {
    const response = await get('/', { cookie: 'i18n_redirected=zh-tw', 'accept-language': 'en' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/zh-tw');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('an invalid cookie is ignored and replaced', async () => {
    const response = await get('/', { cookie: 'i18n_redirected=fr', 'accept-language': 'en' });
    expect(response.headers.location).toBe('/en');
    expect(setCookie(response)?.[0]).toBe('i18n_redirected=en');
  });

  it('falls back to zh-cn: no redirect (it has no prefix), cookie stored, page rendered', async () => {
    const response = await get('/', { 'accept-language': 'de-DE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ rendered: '/' });
    expect(setCookie(response)?.[0]).toBe('i18n_redirected=zh-cn');
  });

  it('a zh-cn cookie renders / without a redirect', async () => {
    const response = await get('/', { cookie: 'i18n_redirected=zh-cn', 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('detection runs only at /', () => {
  it.each(['/en', '/zh-tw', '/goods', '/en/goods', '/index.pageContext.json'])(
    '%s is never redirected',
    async (url) => {
      const response = await get(url, { 'accept-language': 'zh-TW' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    },
  );

  it('ignores non-GET requests', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/goods/',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
  });
});
