import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../test-support/nextland.js';
import { setCookies } from '../test-support/set-cookies.js';
import { buildTestApp, postGraphql } from '../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const viewer = '{ viewer { id } }';

/** A new user's session cookies; `viewer` is what the viewer query answers for them. */
async function newSession() {
  const cookies = sessionCookies(await fake.accounts.register());
  return { cookies, viewer: { id: cookies.uid } };
}

/**
 * An access token past its two hours: nextland answers 506 for it once (a real token cannot be aged on
 * demand), then sees it as it is, superseded once refreshed (507).
 */
function expire(token: string) {
  let expired = true;
  fake.setOverride((call) => {
    if (!expired || call.headers['ft-auth'] !== `bearer ${token}`) return undefined;
    expired = false;
    return { status: 401, body: { code: 506, success: false, msg: 'Token expired', data: null } };
  });
}
const refreshes = () => fake.callsTo('/token/refresh');
const details = () => fake.callsTo('/current/customer/detail');

function expectCleared(headers: Record<string, unknown>) {
  const cookies = setCookies(headers);
  for (const name of ['token', 'refresh_token', 'uid']) {
    expect(cookies.get(name), name).toMatchObject({ value: '', maxAge: 0 });
    expect(cookies.get(name)?.attributes).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']),
    );
  }
}

describe('silent refresh', () => {
  it('refreshes on 506, sets the rotated cookies and retries the call once', async () => {
    const { cookies, viewer: expected } = await newSession();
    expire(cookies.token);
    const reply = await postGraphql(app, viewer, { cookies });
    expect(reply.body).toEqual({ data: { viewer: expected } });
    expect(refreshes()).toHaveLength(1);
    expect(refreshes()[0]?.body).toEqual({ refresh_token: cookies.refresh_token });
    expect(refreshes()[0]?.headers['ft-auth']).toBeUndefined();
    const set = setCookies(reply.headers);
    expect(set.get('token')).toMatchObject({ maxAge: 7200 });
    expect(set.get('token')?.value).not.toBe(cookies.token);
    expect(set.get('refresh_token')?.value).not.toBe(cookies.refresh_token);
    expect(details().map((call) => call.headers['ft-auth'])).toEqual([
      `bearer ${cookies.token}`,
      `bearer ${set.get('token')?.value}`,
    ]);
  });

  it('refreshes before the first call when the access cookie has expired', async () => {
    const { cookies: session, viewer: expected } = await newSession();
    const { refresh_token, uid } = session;
    const reply = await postGraphql(app, viewer, { cookies: { refresh_token, uid } });
    expect(reply.body.data?.viewer).toEqual(expected);
    expect(refreshes()).toHaveLength(1);
    expect(details()).toHaveLength(1);
    expect(fake.calls[0]?.path).toMatch(/token\/refresh$/);
  });

  it('refreshes once for concurrent requests with the same refresh token, and nextland sees no reuse', async () => {
    const { cookies: session, viewer: expected } = await newSession();
    fake.setOverride((call) => (call.path.endsWith('/token/refresh') ? { delayMs: 100 } : undefined));
    const cookies = { refresh_token: session.refresh_token, uid: session.uid };
    const replies = await Promise.all([
      postGraphql(app, viewer, { cookies }),
      postGraphql(app, viewer, { cookies }),
      postGraphql(app, '{ viewer { id } bankCards { id } }', { cookies }),
    ]);
    for (const reply of replies) expect(reply.body.errors).toBeUndefined();
    expect(refreshes()).toHaveLength(1);
    const tokens = replies.map((reply) => setCookies(reply.headers).get('token')?.value);
    expect(new Set(tokens).size).toBe(1);
    // A request arriving within the grace window with the old cookies gets the same pair, no new refresh.
    const late = await postGraphql(app, viewer, { cookies });
    expect(late.body.data?.viewer).toEqual(expected);
    expect(setCookies(late.headers).get('token')?.value).toBe(tokens[0]);
    expect(refreshes()).toHaveLength(1);
  });

  it('retries with the rotated pair when an old access token was superseded by another request (507)', async () => {
    const { cookies, viewer: expected } = await newSession();
    expire(cookies.token);
    await postGraphql(app, viewer, { cookies });
    // Same browser, same old cookies: the access token is now superseded (507 at nextland).
    const second = await postGraphql(app, viewer, { cookies });
    expect(second.body.data?.viewer).toEqual(expected);
    expect(refreshes()).toHaveLength(1);
  });

  it('clears every session cookie and answers UNAUTHENTICATED when the refresh fails', async () => {
    const { refresh_token, uid } = (await newSession()).cookies;
    // Used elsewhere: presenting it again revokes the session at nextland.
    await fake.accounts.ok('POST', '/nextland-customer/api/framework/v1/customer/token/refresh', {
      body: { refresh_token },
    });
    const reply = await postGraphql(app, viewer, { cookies: { refresh_token, uid } });
    expect(reply.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
    expectCleared(reply.headers);
    expect(refreshes()).toHaveLength(1);
  });

  it('clears every session cookie on 507 without trying to refresh', async () => {
    const cookies = { ...(await newSession()).cookies, token: 'revoked-token' };
    const reply = await postGraphql(app, '{ bankCards { id } }', { cookies });
    expect(reply.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
    expectCleared(reply.headers);
    expect(refreshes()).toHaveLength(0);
  });

  it('keeps the cookies when nextland is unreachable during a refresh', async () => {
    const { refresh_token, uid } = (await newSession()).cookies;
    fake.setOverride((call) =>
      call.path.endsWith('/token/refresh')
        ? { status: 500, body: { code: 500, msg: 'x', data: null } }
        : undefined,
    );
    const reply = await postGraphql(app, viewer, { cookies: { refresh_token, uid } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(setCookies(reply.headers).size).toBe(0);
  });
});

describe('client address', () => {
  // Goods detail is never cached by the BFF, so every request reaches nextland.
  const uncached = '{ goods(id: "1") { id } }';

  it("sends the peer's address to nextland as X-Forwarded-For", async () => {
    await postGraphql(app, uncached, { remoteAddress: '203.0.113.7' });
    expect(fake.calls[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    await postGraphql(app, uncached, {
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(fake.calls[0]?.headers['x-forwarded-for']).toBe('203.0.113.7');
  });

  it("takes the browser's address from the web's proxy on loopback (BFF_TRUST_PROXY default)", async () => {
    await postGraphql(app, uncached, {
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(fake.calls[0]?.headers['x-forwarded-for']).toBe('198.51.100.1');
  });
});
