import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../test-support/account-fixtures.js';
import { type FakeNextland, startFakeNextland } from '../test-support/fake-nextland.js';
import { sessionCookies } from '../test-support/sessions.js';
import { setCookies } from '../test-support/set-cookies.js';
import { buildTestApp, postGraphql } from '../test-support/test-app.js';

let fake: FakeNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const viewer = '{ viewer { id nickname } }';
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
    const cookies = sessionCookies(fake, users.verified);
    fake.accounts.expire(cookies.token!);
    const reply = await postGraphql(app, viewer, { cookies });
    expect(reply.body).toEqual({ data: { viewer: { id: '7', nickname: 'User 7' } } });
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
    const { refresh_token, uid } = sessionCookies(fake, users.verified);
    const reply = await postGraphql(app, viewer, { cookies: { refresh_token: refresh_token!, uid: uid! } });
    expect(reply.body.data?.viewer).toEqual({ id: '7', nickname: 'User 7' });
    expect(refreshes()).toHaveLength(1);
    expect(details()).toHaveLength(1);
    expect(fake.calls[0]?.path).toMatch(/token\/refresh$/);
  });

  it('refreshes once for concurrent requests with the same refresh token, and nextland sees no reuse', async () => {
    const { refresh_token, uid } = sessionCookies(fake, users.verified);
    fake.accounts.state.refreshDelayMs = 100;
    const cookies = { refresh_token: refresh_token!, uid: uid! };
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
    expect(late.body.data?.viewer).toEqual({ id: '7', nickname: 'User 7' });
    expect(setCookies(late.headers).get('token')?.value).toBe(tokens[0]);
    expect(refreshes()).toHaveLength(1);
  });

  it('retries with the rotated pair when an old access token was superseded by another request (507)', async () => {
    const cookies = sessionCookies(fake, users.verified);
    fake.accounts.expire(cookies.token!);
    await postGraphql(app, viewer, { cookies });
    // Same browser, same old cookies: the access token is now superseded (507 at nextland).
    const second = await postGraphql(app, viewer, { cookies });
    expect(second.body.data?.viewer).toEqual({ id: '7', nickname: 'User 7' });
    expect(refreshes()).toHaveLength(1);
  });

  it('clears every session cookie and answers UNAUTHENTICATED when the refresh fails', async () => {
    const { refresh_token, uid } = sessionCookies(fake, users.verified);
    fake.accounts.refresh(refresh_token!); // used elsewhere: nextland revokes the session on reuse
    const reply = await postGraphql(app, viewer, { cookies: { refresh_token: refresh_token!, uid: uid! } });
    expect(reply.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
    expectCleared(reply.headers);
    expect(refreshes()).toHaveLength(1);
  });

  it('clears every session cookie on 507 without trying to refresh', async () => {
    const cookies = { ...sessionCookies(fake, users.verified), token: 'revoked-token' };
    const reply = await postGraphql(app, '{ bankCards { id } }', { cookies });
    expect(reply.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOKEN_INVALID' });
    expectCleared(reply.headers);
    expect(refreshes()).toHaveLength(0);
  });

  it('keeps the cookies when nextland is unreachable during a refresh', async () => {
    const { refresh_token, uid } = sessionCookies(fake, users.verified);
    fake.setOverride((call) =>
      call.path.endsWith('/token/refresh')
        ? { status: 500, body: { code: 500, msg: 'x', data: null } }
        : undefined,
    );
    const reply = await postGraphql(app, viewer, { cookies: { refresh_token: refresh_token!, uid: uid! } });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_ERROR');
    expect(setCookies(reply.headers).size).toBe(0);
  });
});

describe('client address', () => {
  // Goods detail is never cached by the BFF, so every request reaches the fake.
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
