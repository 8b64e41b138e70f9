import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../test-support/account-fixtures.js';
import { type FakeNextland, startFakeNextland } from '../../test-support/fake-nextland.js';
import { sessionCookies } from '../../test-support/sessions.js';
import { setCookies } from '../../test-support/set-cookies.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

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

const viewerQuery = `{
  viewer {
    id userId type realNameVerified nickname gender birthday phone realName invitationCode createdAt
    unreadMessageCount
    invitees(page: { size: 5 }) { records { id nickname joinedAt } pageInfo { total hasNext } }
  }
}`;

describe('viewer', () => {
  it('is null without a session, with no upstream call', async () => {
    const anonymous = await postGraphql(app, '{ viewer { id } }');
    expect(anonymous.body).toEqual({ data: { viewer: null } });
    // A token without the user id is not a usable session either.
    const partial = await postGraphql(app, '{ viewer { id } }', { cookies: { token: 'x' } });
    expect(partial.body).toEqual({ data: { viewer: null } });
    expect(fake.calls).toEqual([]);
  });

  it("maps the customer, its invitees and unread count from the user's own detail", async () => {
    const reply = await postGraphql(app, viewerQuery, { cookies: sessionCookies(fake, users.verified) });
    expect(reply.body.data?.viewer).toEqual({
      id: '7',
      userId: '7',
      type: 'REAL_NAME',
      realNameVerified: true,
      nickname: 'User 7',
      gender: 'FEMALE',
      birthday: '1990-05-01',
      phone: '138****1234',
      realName: '*晚',
      invitationCode: 'INV7',
      createdAt: '2026-10-01T08:00:00.000Z',
      unreadMessageCount: 1,
      invitees: {
        records: [{ id: '9', nickname: 'User 9', joinedAt: '2026-10-07T08:00:00.000Z' }],
        pageInfo: { total: 1, hasNext: false },
      },
    });
    expect(fake.callsTo('/current/customer/detail')[0]?.query.id).toBe('7');
    expect(fake.callsTo('/invitees/page')[0]?.query).toMatchObject({ current: '1', size: '5' });
  });

  it('counts OFFICIAL as real-name verified and UNVERIFIED as not', async () => {
    const official = await postGraphql(app, '{ viewer { type realNameVerified } }', {
      cookies: sessionCookies(fake, users.official),
    });
    expect(official.body.data?.viewer).toEqual({ type: 'OFFICIAL', realNameVerified: true });
    fake.accounts.customers.get(users.verified)!.type = 1;
    const unverified = await postGraphql(app, '{ viewer { type realNameVerified } }', {
      cookies: sessionCookies(fake, users.verified),
    });
    expect(unverified.body.data?.viewer).toEqual({ type: 'UNVERIFIED', realNameVerified: false });
  });

  it("is null, and the session cookies go, when the uid cookie is not the token's user", async () => {
    const cookies = { ...sessionCookies(fake, users.verified), uid: users.official };
    const reply = await postGraphql(app, '{ viewer { id } }', { cookies });
    expect(reply.body).toEqual({ data: { viewer: null } });
    expect(setCookies(reply.headers).get('uid')?.maxAge).toBe(0);
  });
});

describe('updateProfile', () => {
  const mutation = `mutation P($input: UpdateProfileInput!) {
    updateProfile(input: $input) { viewer { nickname gender bio } userErrors { field code message } }
  }`;

  it('sends only the given fields, with gender as its code, and returns the updated viewer', async () => {
    const reply = await postGraphql(app, mutation, {
      variables: { input: { nickname: 'Lin', gender: 'MALE', bio: null } },
      cookies: sessionCookies(fake, users.verified),
    });
    expect(reply.body.data?.updateProfile).toEqual({
      viewer: { nickname: 'Lin', gender: 'MALE', bio: null },
      userErrors: [],
    });
    expect(fake.callsTo('/customer/update')[0]?.body).toEqual({ nickname: 'Lin', gender: 1, bio: null });
  });

  it('returns nextland validation errors as user errors', async () => {
    fake.setOverride((call) =>
      call.path.endsWith('/customer/update')
        ? {
            status: 400,
            body: {
              code: 400,
              msg: '输入有误',
              data: { fields: [{ field: 'avatarUrl', message: '须为 https 地址' }] },
            },
          }
        : undefined,
    );
    const reply = await postGraphql(app, mutation, {
      variables: { input: { avatarUrl: 'http://x' } },
      cookies: sessionCookies(fake, users.verified),
    });
    expect(reply.body.data?.updateProfile).toEqual({
      viewer: null,
      userErrors: [{ field: 'avatarUrl', code: 'INVALID', message: '须为 https 地址' }],
    });
  });

  it('is UNAUTHENTICATED without a session, without calling nextland', async () => {
    const reply = await postGraphql(app, mutation, { variables: { input: { nickname: 'x' } } });
    expect(reply.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHENTICATED', reason: 'TOKEN_EXPIRED' });
    expect(fake.calls).toEqual([]);
  });
});

describe('logout', () => {
  const logout = 'mutation { logout { ok } }';

  it('revokes the session at nextland and clears every session cookie', async () => {
    const cookies = sessionCookies(fake, users.verified);
    const reply = await postGraphql(app, logout, { cookies: { ...cookies, registration: 't' } });
    expect(reply.body.data?.logout).toEqual({ ok: true });
    expect(fake.callsTo('/customer/logout')[0]?.headers['ft-auth']).toBe(`bearer ${cookies.token}`);
    const set = setCookies(reply.headers);
    for (const name of ['token', 'refresh_token', 'uid', 'registration'])
      expect(set.get(name)?.maxAge, name).toBe(0);
    // The revoked token no longer works.
    const after = await postGraphql(app, '{ bankCards { id } }', { cookies });
    expect(after.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('succeeds when the session is already gone, and without any session makes no call', async () => {
    const stale = await postGraphql(app, logout, { cookies: { token: 'revoked', uid: '7' } });
    expect(stale.body.data?.logout).toEqual({ ok: true });
    expect(setCookies(stale.headers).get('token')?.maxAge).toBe(0);
    fake.calls.length = 0;
    const none = await postGraphql(app, logout);
    expect(none.body.data?.logout).toEqual({ ok: true });
    expect(fake.calls).toEqual([]);
  });

  it('revokes the other sessions on logoutOthers', async () => {
    sessionCookies(fake, users.verified);
    sessionCookies(fake, users.verified);
    const reply = await postGraphql(app, 'mutation { logoutOthers { revoked } }', {
      cookies: sessionCookies(fake, users.verified),
    });
    expect(reply.body.data?.logoutOthers).toEqual({ revoked: 2 });
  });
});
