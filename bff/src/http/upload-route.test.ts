import { Readable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeFileUpstream, startFakeFileUpstream } from '../test-support/fake-file-upstream.js';
import { clearedCookies } from '../test-support/set-cookies.js';
import { buildTestApp, testConfig } from '../test-support/test-app.js';
import { registerUploadRoute } from './upload-route.js';

let upstream: FakeFileUpstream;
let app: FastifyInstance;

const BOUNDARY = '----nextland-test-boundary';
const FILE = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
const BODY = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  ),
  FILE,
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);
const OK = {
  code: 200,
  success: true,
  msg: 'ok',
  data: { id: '7', url: '/files/private/7', width: 4, height: 3, visibility: 'private' },
};

function post(
  options: { headers?: Record<string, string>; cookies?: Record<string, string>; payload?: Buffer } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/upload?purpose=identity',
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'apollo-require-preflight': 'true',
      'x-locale': 'en',
      ...options.headers,
    },
    cookies: options.cookies ?? { token: 'access-1' },
    remoteAddress: '203.0.113.9',
    payload: options.payload ?? BODY,
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
  upstream.answer({ status: 200, body: OK });
});

describe('POST /upload', () => {
  it('streams the multipart body unchanged to nextland with credential, token, language and client address', async () => {
    const response = await post();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(OK);
    expect(response.headers['cache-control']).toBe('no-store');
    const [call] = upstream.arrived;
    expect(call?.path).toBe('/nextland-customer/api/framework/v1/upload');
    expect(call?.query).toEqual({ purpose: 'identity', lang: 'en' });
    expect(call?.body?.equals(BODY)).toBe(true);
    expect(call?.headers).toMatchObject({
      authorization: `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`,
      'ft-auth': 'bearer access-1',
      'accept-language': 'en',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'x-forwarded-for': '203.0.113.9',
    });
    expect(call?.headers.cookie).toBeUndefined();
  });

  it('relays nextland refusals with their status and translated field errors', async () => {
    const refused = {
      code: 400,
      success: false,
      msg: 'Invalid',
      data: { fields: [{ field: 'file', message: 'Only JPEG, PNG or WebP images are accepted' }] },
    };
    upstream.answer({ status: 400, body: refused });
    const response = await post({
      headers: { 'x-requested-with': 'XMLHttpRequest', 'apollo-require-preflight': '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused);
  });

  it('refuses a request without the custom header (a cross-site form) before calling nextland', async () => {
    const response = await post({ headers: { 'apollo-require-preflight': '' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 403, success: false });
    expect(upstream.arrived).toHaveLength(0);
  });

  it('answers 401 (code 506) without a token cookie, and refuses non-multipart bodies', async () => {
    const anonymous = await post({ cookies: {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({
      code: 506,
      success: false,
      msg: 'Not logged in or the session has expired.',
    });
    const translated = await post({ cookies: {}, headers: { 'x-locale': 'zh-tw' } });
    expect(translated.json().msg).toBe('未登入或登入已過期，請重新登入。');
    const json = await post({ headers: { 'content-type': 'application/json' }, payload: Buffer.from('{}') });
    expect(json.statusCode).toBe(415);
    expect(upstream.arrived).toHaveLength(0);
  });

  it('clears the session cookies on 506/507 when no refresh token could renew them', async () => {
    for (const code of [506, 507]) {
      upstream.answer({
        status: 401,
        body: { code, success: false, msg: 'Please log in again', data: null },
      });
      const response = await post();
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code });
      expect(clearedCookies(response.headers['set-cookie'])).toEqual(
        expect.arrayContaining(['token', 'uid']),
      );
    }
    // With a refresh token the session is the GraphQL path's to renew: the cookies stay.
    const renewable = await post({ cookies: { token: 'stale', refresh_token: 'r1', uid: '5' } });
    expect(renewable.statusCode).toBe(401);
    expect(clearedCookies(renewable.headers['set-cookie'])).toEqual([]);
  });

  it('stops a body over the limit with 413', async () => {
    const big = Buffer.alloc(7 * 1024 * 1024, 1);
    const declared = await post({ payload: big });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ code: 413 });
    expect(upstream.arrived).toHaveLength(0);
  });

  it('also stops a streamed body (no Content-Length) once it passes the limit', async () => {
    const small = Fastify({ logger: false });
    await small.register(fastifyCookie);
    await registerUploadRoute(small, testConfig({ nextlandUrl: upstream.url }), { bodyLimit: 1000 });
    try {
      const response = await small.inject({
        method: 'POST',
        url: '/upload?purpose=avatar',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'apollo-require-preflight': '1',
        },
        cookies: { token: 'a' },
        payload: Readable.from([BODY.subarray(0, 600), BODY.subarray(600)]),
      });
      expect(response.statusCode).toBe(413);
      expect(upstream.arrived.some((call) => call.body?.equals(BODY))).toBe(false);
    } finally {
      await small.close();
    }
  });

  it('answers 502 when nextland is unreachable or does not answer an envelope', async () => {
    upstream.answer({ status: 502, body: Buffer.from('<html>bad gateway</html>') });
    expect((await post()).statusCode).toBe(502);
    const down = await buildTestApp(undefined, { nextlandUrl: 'http://127.0.0.1:9' });
    try {
      const response = await down.inject({
        method: 'POST',
        url: '/upload?purpose=avatar',
        headers: {
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          'apollo-require-preflight': '1',
        },
        cookies: { token: 'a' },
        payload: BODY,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 502, success: false });
    } finally {
      await down.close();
    }
  });
});
