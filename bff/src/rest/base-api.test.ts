import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import type { AuthFailureReason } from '../errors.js';
import { startNextland, type TestNextland } from '../test-support/nextland.js';
import { BaseApi, type BaseApiOptions, type SessionAuth } from './base-api.js';

const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn() } as unknown as FastifyBaseLogger;
const categoryList = '/nextland-site/api/framework/v1/site/category/list';
const { clientId, clientSecret } = inject('nextland');

let fake: TestNextland;
beforeAll(async () => {
  fake = await startNextland();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** A session holding one access token that cannot be refreshed; records how it ended. */
function fixedSession(token: string | null, failures: AuthFailureReason[]): SessionAuth {
  return {
    token: async () => token,
    recover: async () => null,
    end: (reason) => {
      failures.push(reason);
    },
  };
}

function client(overrides: Partial<BaseApiOptions> = {}, token: string | null = null) {
  const failures: AuthFailureReason[] = [];
  const counter = { calls: 0 };
  const api = new BaseApi({
    baseUrl: fake.url,
    clientId,
    clientSecret,
    timeoutMs: 5000,
    locale: 'zh-tw',
    auth: fixedSession(token, failures),
    log: logger,
    counter,
    ...overrides,
  });
  return { api, failures, counter };
}

async function rejection(pending: Promise<unknown>): Promise<GraphQLError> {
  const error = await pending.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

function forceEnvelope(status: number, body: unknown) {
  fake.setOverride(() => ({ status, body }));
}

describe('BaseApi request shape', () => {
  it('sends lang, Accept-Language and the client credential, and no ft-auth when anonymous', async () => {
    const { api, counter } = client();
    const data = await api.get<unknown[]>(categoryList, { current: 2, skipped: undefined });
    expect(data.length).toBeGreaterThan(0);
    const [call] = fake.calls;
    expect(call?.query).toEqual({ current: '2', lang: 'zh-tw' });
    expect(call?.headers['accept-language']).toBe('zh-TW');
    expect(call?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
    );
    expect(call?.headers['ft-auth']).toBeUndefined();
    expect(counter.calls).toBe(1);
  });

  it('sends the user token as ft-auth bearer', async () => {
    const { api } = client({}, 'abc.def');
    await api.get(categoryList);
    expect(fake.calls[0]?.headers['ft-auth']).toBe('bearer abc.def');
  });

  it('sends no token on calls made without the session (login, refresh)', async () => {
    const { api } = client({}, 'abc.def');
    await api.get(categoryList, {}, { auth: 'none' });
    expect(fake.calls[0]?.headers['ft-auth']).toBeUndefined();
  });

  it('refuses a call that needs a session without calling nextland when there is none', async () => {
    const { api, failures, counter } = client();
    const error = await rejection(api.get(categoryList, {}, { auth: 'required' }));
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' });
    expect(counter.calls).toBe(0);
    expect(failures).toEqual(['TOKEN_EXPIRED']);
  });

  it("forwards the client's address as X-Forwarded-For", async () => {
    await client({ clientIp: '203.0.113.9' }).api.get(categoryList);
    expect(fake.calls[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });
});

describe('BaseApi envelope mapping', () => {
  it('maps 400 to BAD_USER_INPUT with the field list and the localised message', async () => {
    forceEnvelope(400, {
      code: 400,
      msg: '關鍵字太長',
      data: { fields: [{ field: 'keyword', message: '最多 50 字' }] },
    });
    const error = await rejection(client().api.get(categoryList));
    expect(error.message).toBe('關鍵字太長');
    expect(error.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'keyword', message: '最多 50 字' }],
    });
  });

  it.each([
    [506, 'TOKEN_EXPIRED'],
    [507, 'TOKEN_INVALID'],
  ] as const)('maps %i to UNAUTHENTICATED (%s) and reports the auth failure', async (code, reason) => {
    forceEnvelope(401, { code, msg: 'token', data: null });
    const { api, failures } = client({}, 'old');
    const error = await rejection(api.get(categoryList));
    expect(error.extensions).toEqual({ code: 'UNAUTHENTICATED', reason });
    expect(failures).toEqual([reason]);
  });

  it('passes the localised message and retryAfter of a 429 on', async () => {
    forceEnvelope(429, { code: 429, msg: '請 42 秒後再試', data: { retryAfter: 42 } });
    const error = await rejection(client().api.get(categoryList));
    expect(error.message).toBe('請 42 秒後再試');
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', retryAfter: 42 });
  });

  it.each([
    [404, 'NOT_FOUND'],
    [429, 'RATE_LIMITED'],
    [403, 'FORBIDDEN'],
    [409, 'CONFLICT'],
    [500, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_UNAVAILABLE'],
    [418, 'UPSTREAM_ERROR'],
  ])('maps envelope code %i to %s', async (code, expected) => {
    forceEnvelope(code, { code, msg: 'x', data: null });
    const error = await rejection(client().api.get(categoryList));
    expect(error.extensions.code).toBe(expected);
  });

  it('never passes an internal failure body to the client', async () => {
    forceEnvelope(500, {
      code: 500,
      msg: 'SQL error at users.password_hash',
      data: { stack: 'at db.ts:12' },
    });
    const error = await rejection(client().api.get(categoryList));
    expect(JSON.stringify({ message: error.message, extensions: error.extensions })).not.toMatch(
      /SQL|stack|db\.ts/,
    );
  });

  it('treats a reply that is not an envelope as UPSTREAM_ERROR', async () => {
    forceEnvelope(502, '<html>Bad gateway</html>');
    const error = await rejection(client().api.get(categoryList));
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
  });

  it('treats a refused connection as UPSTREAM_UNAVAILABLE', async () => {
    const { api, counter } = client({ baseUrl: 'http://127.0.0.1:9' });
    const error = await rejection(api.get(categoryList));
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(counter.calls).toBe(1);
  });

  it('gives up on a reply that never comes (timeout) with UPSTREAM_TIMEOUT', async () => {
    fake.setOverride(() => 'hang');
    const started = Date.now();
    const error = await rejection(client({ timeoutMs: 200 }).api.get(categoryList));
    expect(error.extensions.code).toBe('UPSTREAM_TIMEOUT');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('abandons a read at once when the client goes away (the signal aborts)', async () => {
    fake.setOverride(() => 'hang');
    const gone = new AbortController();
    const started = Date.now();
    const pending = rejection(client({ timeoutMs: 5000, signal: gone.signal }).api.get(categoryList));
    setTimeout(() => gone.abort(), 100);
    const error = await pending;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(error.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(logger.info).toHaveBeenCalledWith(
      expect.objectContaining({ path: expect.stringContaining('category') }),
      'nextland call abandoned: the client went away',
    );
  });
});
