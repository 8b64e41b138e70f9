import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SessionAuth } from '../rest/base-api.js';
import { type FakeFileUpstream, startFakeFileUpstream } from '../test-support/fake-file-upstream.js';
import { clearedCookies } from '../test-support/set-cookies.js';
import { buildTestApp, testConfig } from '../test-support/test-app.js';
import { registerPrivateFileRoute } from './private-file-route.js';

let upstream: FakeFileUpstream;
let app: FastifyInstance;

const IMAGE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]);
const IMAGE_ANSWER = {
  status: 200,
  headers: {
    'content-type': 'image/jpeg',
    'cache-control': 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
    'x-internal-detail': 'not for browsers',
  },
  body: IMAGE,
};

function get(id: string, cookies: Record<string, string> = { token: 'access-1' }) {
  return app.inject({
    method: 'GET',
    url: `/files/private/${id}`,
    cookies,
    headers: { 'x-locale': 'zh-tw' },
  });
}

beforeAll(async () => {
  upstream = await startFakeFileUpstream();
  app = await buildTestApp(undefined, { nextlandUrl: upstream.url });
});

afterAll(async () => {
  await app?.close();
  await upstream?.close();
});

beforeEach(() => {
  upstream.arrived.length = 0;
  upstream.answer(IMAGE_ANSWER);
});

describe('GET /files/private/:id', () => {
  it("relays the bytes and nextland's type and cache headers, sending the user's token", async () => {
    const response = await get('42');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(IMAGE)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'private, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['x-internal-detail']).toBeUndefined();
    const [call] = upstream.arrived;
    expect(call?.path).toBe('/nextland-customer/api/framework/v1/upload/private/42');
    expect(call?.query).toEqual({ lang: 'zh-tw' });
    expect(call?.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`,
      'ft-auth': 'bearer access-1',
      'accept-language': 'zh-TW',
    });
  });

  it('passes a 404 through and refuses malformed ids without calling nextland', async () => {
    upstream.answer({ status: 404, body: { code: 404, success: false, msg: '找不到', data: null } });
    const missing = await get('43');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404 });
    upstream.arrived.length = 0;
    for (const id of ['abc', '0', '01', '1'.repeat(16)]) expect((await get(id)).statusCode, id).toBe(404);
    expect(upstream.arrived).toHaveLength(0);
  });

  it('answers 401 (code 506) without a token cookie, before calling nextland', async () => {
    const response = await get('42', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 506 });
    expect(upstream.arrived).toHaveLength(0);
  });

  it('clears the session cookies on 507 when nothing can renew them', async () => {
    upstream.answer({ status: 401, body: { code: 507, success: false, msg: 'invalid', data: null } });
    const response = await get('42', { token: 'revoked', uid: '5' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 507 });
    expect(clearedCookies(response.headers['set-cookie'])).toEqual(expect.arrayContaining(['token', 'uid']));
  });

  it('retries once with a renewed token when the session can renew it', async () => {
    const ended: string[] = [];
    const session: SessionAuth = {
      token: async () => 'old',
      recover: async (code, used) => (code === 506 && used === 'old' ? 'new' : null),
      end: (reason) => ended.push(reason),
    };
    const renewing = Fastify({ logger: false });
    await renewing.register(fastifyCookie);
    registerPrivateFileRoute(renewing, testConfig({ nextlandUrl: upstream.url }), {
      sessionFor: () => session,
    });
    try {
      upstream.answer(
        { status: 401, body: { code: 506, success: false, msg: 'expired', data: null } },
        IMAGE_ANSWER,
      );
      const response = await renewing.inject({ method: 'GET', url: '/files/private/42' });
      expect(response.statusCode).toBe(200);
      expect(upstream.arrived.map((c) => c.headers['ft-auth'])).toEqual(['bearer old', 'bearer new']);
      expect(ended).toEqual([]);
    } finally {
      await renewing.close();
    }
  });

  it('answers 502 when nextland is unreachable', async () => {
    const down = await buildTestApp(undefined, { nextlandUrl: 'http://127.0.0.1:9' });
    try {
      const response = await down.inject({
        method: 'GET',
        url: '/files/private/42',
        cookies: { token: 'a' },
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 502 });
    } finally {
      await down.close();
    }
  });
});
