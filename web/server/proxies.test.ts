import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from './client-address.js';
import { registerProxies } from './proxies.js';

// Stand-ins for the BFF and nextland on separate ports, so a test sees which one answered. Ports 25000–25999.
const BFF_PORT = 25431;
const NEXTLAND_PORT = 25432;
const DOWN_PORT = 25433;
const STRICT_BFF_PORT = 25435;
const STRICT_WEB_PORT = 25436;

type Seen = { url: string; headers: Record<string, unknown>; body?: Buffer };

let bff: FastifyInstance;
let nextland: FastifyInstance;
let web: FastifyInstance;
const seen: Seen[] = [];

async function upstream(name: 'bff' | 'nextland', port: number) {
  const server = Fastify({ logger: false });
  server.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_r, body, done) =>
    done(null, body),
  );
  server.post('/upload', async (request) => {
    seen.push({ url: request.url, headers: request.headers, body: request.body as Buffer });
    return { code: 200, success: true, msg: 'ok', data: { upstream: name } };
  });
  server.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, body),
  );
  server.get('/sandbox-pay/*', async (request, reply) => {
    seen.push({ url: request.url, headers: request.headers });
    return reply.type('text/html').send(`<p>${name}</p>`);
  });
  server.post('/sandbox-pay/*', async (request, reply) => {
    seen.push({ url: request.url, headers: request.headers, body: Buffer.from(String(request.body)) });
    return reply.redirect('/goods/buy/success?payment=7', 303);
  });
  server.get('/files/*', async (request, reply) => {
    seen.push({ url: request.url, headers: request.headers });
    return reply.header('cache-control', 'private, max-age=3600').type('image/png').send(Buffer.from(name));
  });
  await server.listen({ host: '127.0.0.1', port });
  return server;
}

/** The web server's proxies with WEB_TRUST_PROXY = `trustProxy` (app.ts passes it to Fastify and the proxies). */
async function webServer(trustProxy: TrustProxy, sandboxPay = true) {
  const server = Fastify({ logger: false, trustProxy });
  await server.register(fastifyCookie);
  await registerProxies(server, {
    bffUrl: `http://127.0.0.1:${BFF_PORT}`,
    nextlandUrl: `http://127.0.0.1:${NEXTLAND_PORT}`,
    trustProxy,
    bffTimeoutMs: 5000,
    sandboxPay,
  });
  await server.ready();
  return server;
}

beforeAll(async () => {
  bff = await upstream('bff', BFF_PORT);
  nextland = await upstream('nextland', NEXTLAND_PORT);
  web = await webServer(false);
  await web.ready();
});

afterAll(async () => {
  await web?.close();
  await bff?.close();
  await nextland?.close();
});

describe('file proxies', () => {
  it('sends POST /upload to the BFF with the body unchanged, cookies and forwarded headers', async () => {
    seen.length = 0;
    const body = Buffer.concat([
      Buffer.from('--b\r\n'),
      Buffer.alloc(300_000, 9),
      Buffer.from('\r\n--b--\r\n'),
    ]);
    const response = await web.inject({
      method: 'POST',
      url: '/upload?purpose=avatar',
      headers: {
        'content-type': 'multipart/form-data; boundary=b',
        'apollo-require-preflight': 'true',
        cookie: 'token=abc',
      },
      remoteAddress: '198.51.100.4',
      payload: body,
    });
    expect(response.json()).toMatchObject({ code: 200, data: { upstream: 'bff' } });
    const [call] = seen;
    expect(call?.url).toBe('/upload?purpose=avatar');
    expect(call?.body?.equals(body)).toBe(true);
    expect(call?.headers).toMatchObject({
      cookie: 'token=abc',
      'apollo-require-preflight': 'true',
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'http',
    });
  });

  it("replaces the client's own X-Forwarded-For with the socket's address (nobody trusted by default)", async () => {
    seen.length = 0;
    await web.inject({
      method: 'GET',
      url: '/files/private/7',
      remoteAddress: '198.51.100.4',
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil' },
    });
    expect(seen[0]?.headers).toMatchObject({
      'x-forwarded-for': '198.51.100.4',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': 'localhost:80',
    });
  });

  it('takes the client from X-Forwarded-For only when the peer is a configured proxy (WEB_TRUST_PROXY)', async () => {
    const behindBalancer = await webServer('10.0.0.5');
    try {
      seen.length = 0;
      const headers = { 'x-forwarded-for': '203.0.113.9, 198.51.100.4' };
      await behindBalancer.inject({
        method: 'GET',
        url: '/files/private/7',
        remoteAddress: '10.0.0.5',
        headers,
      });
      await behindBalancer.inject({
        method: 'GET',
        url: '/files/private/7',
        remoteAddress: '10.0.0.6',
        headers,
      });
      // The balancer's nearest client, not the leftmost entry anyone could have written.
      expect(seen.map((call) => call.headers['x-forwarded-for'])).toEqual(['198.51.100.4', '10.0.0.6']);
    } finally {
      await behindBalancer.close();
    }
  });

  it('sends /files/private/* to the BFF and every other /files/* path to nextland', async () => {
    const priv = await web.inject({
      method: 'GET',
      url: '/files/private/7',
      headers: { cookie: 'token=abc' },
    });
    expect(priv.body).toBe('bff');
    expect(priv.headers['cache-control']).toBe('private, max-age=3600');
    const pub = await web.inject({ method: 'GET', url: '/files/uploads/ab/c.png' });
    expect(pub.body).toBe('nextland');
  });

  it('answers 502 when the BFF is unreachable', async () => {
    const down = Fastify({ logger: false });
    await registerProxies(down, {
      bffUrl: `http://127.0.0.1:${DOWN_PORT}`,
      nextlandUrl: `http://127.0.0.1:${DOWN_PORT}`,
      trustProxy: false,
      bffTimeoutMs: 5000,
    });
    try {
      // A real socket: inject rejects on upstream connection errors instead of replying.
      await down.listen({ host: '127.0.0.1', port: DOWN_PORT + 1 });
      const base = `http://127.0.0.1:${DOWN_PORT + 1}`;
      const upload = await fetch(`${base}/upload?purpose=avatar`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        body: '--b--',
      });
      expect(upload.status).toBe(502);
      expect((await fetch(`${base}/files/private/7`)).status).toBe(502);
    } finally {
      await down.close();
    }
  });
});

describe('sandbox cashier proxy (decision 0019)', () => {
  it('sends /sandbox-pay/* to nextland: the page, and the form post with its body and redirect', async () => {
    seen.length = 0;
    const page = await web.inject({ method: 'GET', url: '/sandbox-pay/cashier/7?return=%2Fgoods' });
    expect(page.body).toBe('<p>nextland</p>');
    const paid = await web.inject({
      method: 'POST',
      url: '/sandbox-pay/cashier/7/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'return=%2Fgoods%2Fbuy%2Fsuccess%3Fpayment%3D7',
    });
    expect([paid.statusCode, paid.headers.location]).toEqual([303, '/goods/buy/success?payment=7']);
    expect(seen.map((call) => call.url)).toEqual([
      '/sandbox-pay/cashier/7?return=%2Fgoods',
      '/sandbox-pay/cashier/7/pay',
    ]);
    expect(seen[1]?.body?.toString()).toBe('return=%2Fgoods%2Fbuy%2Fsuccess%3Fpayment%3D7');
  });

  it('is not relayed with WEB_SANDBOX_PAY=off', async () => {
    const production = await webServer(false, false);
    try {
      seen.length = 0;
      const reply = await production.inject({ method: 'GET', url: '/sandbox-pay/cashier/7' });
      expect(reply.statusCode).toBe(404);
      expect(seen).toEqual([]);
    } finally {
      await production.close();
    }
  });
});

describe('oversized uploads', () => {
  it('a chunked upload (no Content-Length, so no size to check) is refused with 411, not relayed', async () => {
    const front = Fastify({ logger: false });
    await registerProxies(front, {
      bffUrl: 'http://127.0.0.1:9',
      nextlandUrl: 'http://127.0.0.1:9',
      trustProxy: false,
      bffTimeoutMs: 5000,
    });
    await front.listen({ host: '127.0.0.1', port: STRICT_WEB_PORT });
    try {
      let sent = 0;
      const chunks = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent++ < 8) controller.enqueue(new Uint8Array(1024 * 1024));
          else controller.close();
        },
      });
      const response = await fetch(`http://127.0.0.1:${STRICT_WEB_PORT}/upload?purpose=avatar`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=b', 'apollo-require-preflight': 'true' },
        body: chunks,
        duplex: 'half',
      } as RequestInit);
      expect(response.status).toBe(411);
      expect(await response.json()).toMatchObject({ code: 411, error: 'LENGTH_REQUIRED' });
    } finally {
      await front.close();
    }
  });

  it("answer 413 in the web's JSON error shape instead of a 502 and a reset (the BFF refuses them unread)", async () => {
    // Like the BFF's /upload: 413 as soon as the headers show the size, closing without reading the body.
    const strictBff = Fastify({ logger: false });
    strictBff.addContentTypeParser('multipart/form-data', (_r, _p, done) => done(null));
    strictBff.post('/upload', async (_request, reply) =>
      reply
        .code(413)
        .header('connection', 'close')
        .send({ code: 413, success: false, msg: 'too large', data: null }),
    );
    await strictBff.listen({ host: '127.0.0.1', port: STRICT_BFF_PORT });
    const front = Fastify({ logger: false });
    await registerProxies(front, {
      bffUrl: `http://127.0.0.1:${STRICT_BFF_PORT}`,
      nextlandUrl: `http://127.0.0.1:${STRICT_BFF_PORT}`,
      trustProxy: false,
      bffTimeoutMs: 5000,
    });
    await front.listen({ host: '127.0.0.1', port: STRICT_WEB_PORT });
    try {
      const response = await fetch(`http://127.0.0.1:${STRICT_WEB_PORT}/upload?purpose=avatar`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=b', 'apollo-require-preflight': 'true' },
        body: Buffer.alloc(7 * 1024 * 1024, 1),
      });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        code: 413,
        error: 'PAYLOAD_TOO_LARGE',
        message: expect.stringContaining('6 MB'),
      });
    } finally {
      await front.close();
      await strictBff.close();
    }
  });
});
