import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNextland, type TestNextland } from '../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../test-support/test-app.js';

let fake: TestNextland;
let dev: FastifyInstance;
let prod: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  dev = await buildTestApp(fake);
  prod = await buildTestApp(fake, { production: true, sandbox: false, exposeUpstreamCalls: false });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
  await fake.close();
});
beforeEach(() => fake.reset());

function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value : value ? [String(value)] : [];
}

describe('token and locale forwarding', () => {
  it('forwards the token cookie as ft-auth and the locale cookie as lang', async () => {
    await postGraphql(dev, '{ categories { id } }', {
      cookies: { token: 'tok-1', i18n_redirected: 'zh-tw' },
    });
    expect(fake.calls[0]?.headers['ft-auth']).toBe('bearer tok-1');
    expect(fake.calls[0]?.query.lang).toBe('zh-tw');
  });
});

describe('506 / 507 from nextland', () => {
  it.each([
    [506, 'TOKEN_EXPIRED'],
    [507, 'TOKEN_INVALID'],
  ])('%i gives UNAUTHENTICATED with reason %s and clears the token cookie', async (code, reason) => {
    fake.setOverride(() => ({ status: 401, body: { code, success: false, msg: 'token', data: null } }));
    const reply = await postGraphql(dev, '{ categories { id } }', { cookies: { token: 'stale' } });
    expect(reply.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason });
    const cleared = setCookies(reply.headers).find((cookie) => cookie.startsWith('token='));
    expect(cleared).toBeDefined();
    expect(cleared).toMatch(/^token=;/);
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/HttpOnly/);
    expect(cleared).toMatch(/SameSite=Lax/);
    expect(cleared).toMatch(/Path=\//);
  });

  it('sets no cookie when the call succeeds', async () => {
    const reply = await postGraphql(dev, '{ categories { id } }', { cookies: { token: 'good' } });
    expect(setCookies(reply.headers)).toEqual([]);
  });
});

describe('masking', () => {
  it('keeps upstream failure details out of the response', async () => {
    fake.setOverride(() => ({
      status: 500,
      body: { code: 500, msg: 'relation "goods" does not exist', data: { stack: 'at queries.ts:40' } },
    }));
    const reply = await postGraphql(prod, '{ categories { id } }');
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(reply.raw).not.toMatch(/relation|queries\.ts|stack/);
  });

  it('masks unexpected resolver errors in production and shows them in development', async () => {
    // saleType 7 is outside the contract: the mapper throws a plain Error.
    fake.setOverride((call) =>
      call.path.includes('goods/detail')
        ? { status: 200, body: { code: 200, data: { id: '1', saleType: 7, sellerId: '1' } } }
        : undefined,
    );
    const masked = await postGraphql(prod, '{ goods(id: "1") { saleType } }');
    expect(masked.body.errors?.[0]).toMatchObject({
      message: 'Internal server error.',
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(masked.raw).not.toMatch(/saleType 7|stacktrace/);

    const shown = await postGraphql(dev, '{ goods(id: "1") { saleType } }');
    expect(shown.body.errors?.[0]?.message).toBe('Unknown saleType 7');
  });

  it('hides the upstream call count and introspection in production', async () => {
    const reply = await postGraphql(prod, '{ __schema { queryType { name } } }');
    expect(reply.headers['x-upstream-calls']).toBeUndefined();
    expect(reply.body.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('reports an unreachable nextland as UPSTREAM_UNAVAILABLE', async () => {
    const offline = await buildTestApp(undefined);
    try {
      const reply = await postGraphql(offline, '{ ping categories { id } }');
      expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    } finally {
      await offline.close();
    }
  });
});
