import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { readServerConfig } from './config.js';
import type { RenderFn } from './render-page.js';

// Upstream stand-in for the BFF and nextland (the web server proxies to both). Ports 13000–13999 only.
const UPSTREAM_PORT = 13941;

let root: string;
let app: FastifyInstance;
let upstream: FastifyInstance;
const renders: Parameters<RenderFn>[0][] = [];

const render: RenderFn = async (init) => {
  renders.push(init);
  if (init.urlOriginal.startsWith('/boom')) return { statusCode: 500, headers: [], body: 'error page' };
  if (init.urlOriginal.startsWith('/missing'))
    return { statusCode: 404, headers: [], body: 'not found page' };
  if (init.urlOriginal.startsWith('/nothing')) return null;
  return {
    statusCode: 200,
    headers: [
      ['content-type', 'text/html;charset=utf-8'],
      ['cache-control', 'no-cache'],
    ],
    body: `<html><body>${'page '.repeat(400)}${init.urlOriginal}</body></html>`,
  };
};

async function writeClientFile(relative: string, content: string) {
  const file = path.join(root, 'dist', 'client', relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'web-app-test-'));
  await writeClientFile('opus/index.html', '<html>prerendered opus</html>');
  await writeClientFile('en/opus/index.html', '<html>prerendered en opus</html>');
  await writeClientFile('assets/entry-Ab12Cd.js', 'console.log(1)');
  await writeClientFile('assets/builds/latest.json', '{"id":"b1","timestamp":1}');
  await writeClientFile('favicon.ico', 'ico');

  upstream = Fastify();
  upstream.all('/graphql', async (request, reply) => {
    reply.header('set-cookie', 'bff_session=xyz; HttpOnly; Path=/; SameSite=Lax');
    return { upstream: 'bff', cookie: request.headers.cookie ?? null };
  });
  upstream.get('/files/*', async (request) => ({ upstream: 'files', url: request.url }));
  await upstream.listen({ port: UPSTREAM_PORT, host: '127.0.0.1' });

  const config = {
    ...readServerConfig({ NODE_ENV: 'production' }),
    root,
    bffUrl: `http://127.0.0.1:${UPSTREAM_PORT}`,
    nextlandUrl: `http://127.0.0.1:${UPSTREAM_PORT}`,
  };
  app = await buildApp({ config, render, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
  await rm(root, { recursive: true, force: true });
});

describe('static files (production)', () => {
  it('serves a prerendered page from <path>/index.html without a trailing-slash redirect', async () => {
    for (const [url, body] of [
      ['/opus', 'prerendered opus'],
      ['/en/opus', 'prerendered en opus'],
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(body);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    }
  });

  it('caches hashed assets for a year, immutable', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/entry-Ab12Cd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes the build manifest and the favicon revalidate', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/assets/builds/latest.json' });
    expect(manifest.json()).toEqual({ id: 'b1', timestamp: 1 });
    expect(manifest.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(favicon.statusCode).toBe(200);
  });

  it('does not serve files outside dist/client', async () => {
    renders.length = 0;
    const response = await app.inject({ method: 'GET', url: '/assets/%2e%2e/%2e%2e/package.json' });
    expect(response.body).not.toContain('"name"');
  });
});

describe('server-rendered pages', () => {
  it('renders through renderPage with the CSP nonce that helmet announced', async () => {
    renders.length = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/goods?page=2',
      headers: { cookie: 'i18n_redirected=en' },
    });
    expect(response.statusCode).toBe(200);
    expect(renders[0]?.urlOriginal).toBe('/goods?page=2');
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`'nonce-${renders[0]?.cspNonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('replaces the renderer cache header with ours (anonymous: shared cache may keep it 60 s)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/goods',
      headers: { cookie: 'i18n_redirected=en' },
    });
    expect(response.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const signedIn = await app.inject({ method: 'GET', url: '/goods', headers: { cookie: 'session=abc' } });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
  });

  it('compresses HTML', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/goods',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('passes error statuses through, never cached', async () => {
    const failed = await app.inject({ method: 'GET', url: '/boom' });
    expect(failed.statusCode).toBe(500);
    expect(failed.headers['cache-control']).toBe('no-store');
    const missing = await app.inject({ method: 'GET', url: '/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe('not found page');
    expect((await app.inject({ method: 'GET', url: '/nothing' })).statusCode).toBe(404);
  });

  it('301s a trailing slash before rendering', async () => {
    const response = await app.inject({ method: 'GET', url: '/opus/' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/opus');
  });

  it('answers the health check', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ ok: true });
  });
});

describe('proxies', () => {
  it('forwards /graphql to the BFF with the cookies', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: 'session=abc', 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    expect(response.json()).toEqual({ upstream: 'bff', cookie: 'session=abc' });
    // The BFF's httpOnly session cookie comes back unchanged, so it is first-party on our origin.
    expect(response.headers['set-cookie']).toBe('bff_session=xyz; HttpOnly; Path=/; SameSite=Lax');
  });

  it('forwards /files/* to nextland', async () => {
    const response = await app.inject({ method: 'GET', url: '/files/goods/1.webp' });
    expect(response.json()).toEqual({ upstream: 'files', url: '/files/goods/1.webp' });
  });

  it('answers 502 when the upstream is unreachable', async () => {
    const config = {
      ...readServerConfig({ NODE_ENV: 'production' }),
      root,
      bffUrl: 'http://127.0.0.1:13942',
      nextlandUrl: 'http://127.0.0.1:13942',
    };
    const down = await buildApp({ config, render, logger: false });
    try {
      // A real socket: light-my-request's inject rejects on upstream connection errors instead of replying.
      const origin = await down.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${origin}/graphql`, { method: 'POST', body: '{}' });
      expect(response.status).toBe(502);
    } finally {
      await down.close();
    }
  });
});

describe('readServerConfig', () => {
  it('defaults to port 3000, the local BFF on 4000 and nextland on 8080', () => {
    const config = readServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.bffUrl).toBe('http://127.0.0.1:4000');
    expect(config.nextlandUrl).toBe('http://127.0.0.1:8080');
    expect(config.production).toBe(false);
  });

  it('reads PORT, BFF_URL and NEXTLAND_URL (without a trailing slash)', () => {
    const config = readServerConfig({
      PORT: '13000',
      BFF_URL: 'http://bff:4000/',
      NEXTLAND_URL: 'http://n:8080',
    });
    expect(config).toMatchObject({ port: 13000, bffUrl: 'http://bff:4000', nextlandUrl: 'http://n:8080' });
  });
});

describe("the web server's own errors", () => {
  it.each([
    ['malformed JSON', 'POST', '/nowhere', '{"a":', 400, 'BAD_REQUEST'],
    ['empty JSON', 'PUT', '/goods', '', 400, 'BAD_REQUEST'],
    ['a POST to no route', 'POST', '/nowhere', '{}', 404, 'NOT_FOUND'],
  ] as const)(
    '%s → JSON in the web shape, not Fastify raw',
    async (_label, method, url, payload, status, code) => {
      const reply = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(reply.statusCode).toBe(status);
      expect(reply.headers['content-type']).toMatch(/^application\/json/);
      expect(reply.json()).toEqual({ code: status, error: code, message: expect.any(String) });
    },
  );
});
