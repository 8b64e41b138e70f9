import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { setCookies } from '../../test-support/set-cookies.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

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

const viewerQuery = `{
  viewer {
    id userId type realNameVerified nickname gender birthday phone realName invitationCode createdAt
    unreadMessageCount
    inviteesConnection(first: 5) {
      edges { cursor node { id nickname joinedAt } }
      pageInfo { hasNextPage endCursor }
      totalCount { value relation }
    }
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
    const inviter = await fake.accounts.verified();
    const own = await fake.accounts.ok<{ invitationCode: string; nickname: string; createdAt: string }>(
      'GET',
      '/nextland-customer/api/framework/v1/current/customer/detail',
      { token: inviter.access_token, query: { id: inviter.user_id } },
    );
    const invitee = await fake.accounts.register(own.invitationCode);
    const reply = await postGraphql(app, viewerQuery, { cookies: sessionCookies(inviter) });
    expect(reply.body.data?.viewer).toEqual({
      id: inviter.user_id,
      userId: inviter.user_id,
      type: 'REAL_NAME',
      realNameVerified: true,
      nickname: own.nickname,
      gender: 'UNSPECIFIED',
      birthday: null,
      phone: `${inviter.phone.slice(0, 3)}****${inviter.phone.slice(-4)}`,
      realName: '*晚',
      invitationCode: own.invitationCode,
      createdAt: own.createdAt,
      // Welcome, real name approved, an invitee joined.
      unreadMessageCount: 3,
      inviteesConnection: {
        edges: [
          {
            cursor: expect.any(String),
            node: { id: invitee.user_id, nickname: expect.any(String), joinedAt: expect.any(String) },
          },
        ],
        pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
        totalCount: { value: 1, relation: 'EXACT' },
      },
    });
    expect(fake.callsTo('/current/customer/detail')[0]?.query.id).toBe(inviter.user_id);
    expect(fake.callsTo('/invitees/cursor-page')[0]?.query).toEqual({ size: '5', lang: expect.any(String) });
  });

  it('counts OFFICIAL as real-name verified and UNVERIFIED as not', async () => {
    const official = await postGraphql(app, '{ viewer { type realNameVerified } }', {
      cookies: sessionCookies(await fake.accounts.login('official')),
    });
    expect(official.body.data?.viewer).toEqual({ type: 'OFFICIAL', realNameVerified: true });
    const unverified = await postGraphql(app, '{ viewer { type realNameVerified } }', {
      cookies: sessionCookies(await fake.accounts.register()),
    });
    expect(unverified.body.data?.viewer).toEqual({ type: 'UNVERIFIED', realNameVerified: false });
  });

  it("is null, and the session cookies go, when the uid cookie is not the token's user", async () => {
    const cookies = { ...sessionCookies(await fake.accounts.register()), uid: String(fake.demo.official) };
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
      cookies: sessionCookies(await fake.accounts.register()),
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
      cookies: sessionCookies(await fake.accounts.register()),
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
    const cookies = sessionCookies(await fake.accounts.register());
    fake.reset();
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
    const user = await fake.accounts.register();
    await fake.accounts.login(Number(user.user_id));
    await fake.accounts.login(Number(user.user_id));
    const reply = await postGraphql(app, 'mutation { logoutOthers { revoked } }', {
      cookies: sessionCookies(user),
    });
    expect(reply.body.data?.logoutOthers).toEqual({ revoked: 2 });
  });
});
