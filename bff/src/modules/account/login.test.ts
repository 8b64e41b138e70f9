import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstErrorField, loginMutation, redirectUri, startLogin } from '../../test-support/login-flow.js';
import { startNextland, type TestNextland } from '../../test-support/nextland.js';
import { setCookies } from '../../test-support/set-cookies.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
let secureApp: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake, {
    wxAuthorizeUrl: 'https://open.example/connect/qrconnect',
    wxAppid: 'wxnextlanddemo',
  });
  secureApp = await buildTestApp(fake, { cookieSecure: true });
});
afterAll(async () => {
  await app.close();
  await secureApp.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const startMutation = 'mutation Start($uri: String!) { startLogin(redirectUri: $uri) { authorizeUrl } }';

describe('startLogin', () => {
  it('returns the platform URL and keeps the state in an httpOnly cookie for 10 minutes', async () => {
    const { reply, url, state } = await startLogin(app);
    expect(`${url.origin}${url.pathname}`).toBe('https://open.example/connect/qrconnect');
    expect(url.searchParams.get('appid')).toBe('wxnextlanddemo');
    expect(url.searchParams.get('redirect_uri')).toBe(redirectUri);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('lang')).toBe('zh-cn');
    expect(state.length).toBeGreaterThanOrEqual(22);
    const cookie = setCookies(reply.headers).get('login_state');
    expect(cookie?.value).toBe(state);
    expect(cookie?.maxAge).toBe(600);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']));
    expect(cookie?.attributes).not.toContain('Secure');
    expect(fake.calls).toEqual([]);
  });

  it('marks cookies Secure when configured (and then names the state cookie __Host-)', async () => {
    const { reply } = await startLogin(secureApp);
    expect(setCookies(reply.headers).get('__Host-login_state')?.attributes).toContain('Secure');
  });

  it('refuses a redirectUri that is not an absolute http(s) URL, in the request language', async () => {
    const reply = await postGraphql(app, startMutation, {
      variables: { uri: 'https://nextland.example/#x' },
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.errors?.[0]).toMatchObject({
      message: 'The login return address is not valid.',
      extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'redirectUri' }] },
    });
    expect(setCookies(reply.headers).has('login_state')).toBe(false);
  });
});

describe('login', () => {
  it('refuses a missing state without calling nextland', async () => {
    const reply = await postGraphql(app, loginMutation, {
      variables: { code: 'unused', state: 'anything' },
      headers: { 'x-locale': 'zh-tw' },
    });
    expect(reply.body.data?.login).toEqual({
      status: null,
      openid: null,
      unionid: null,
      viewer: null,
      userErrors: [
        {
          field: 'state',
          code: 'INVALID',
          message: '登入已失效或不是從此瀏覽器發起的，請重新登入。',
          retryAfter: null,
        },
      ],
    });
    expect(fake.calls).toEqual([]);
  });

  it('refuses a state that is not the issued one, without calling nextland, and uses the state up', async () => {
    const { browser, state } = await startLogin(app);
    const reply = await postGraphql(app, loginMutation, {
      variables: { code: 'unused', state: `${state}-forged` },
      cookies: browser.values,
    });
    expect(firstErrorField(reply, 'login')).toBe('state');
    expect(fake.calls).toEqual([]);
    expect(setCookies(reply.headers).get('login_state')?.maxAge).toBe(0);
  });

  it('logs a known account in: session cookies, viewer, state used up', async () => {
    const user = await fake.accounts.verified();
    const code = await fake.accounts.loginCode(Number(user.user_id));
    const { browser, state } = await startLogin(app);
    const reply = await postGraphql(app, loginMutation, {
      variables: { code, state },
      cookies: browser.values,
    });
    expect(reply.body.data?.login).toMatchObject({
      status: 'LOGGED_IN',
      viewer: { id: user.user_id, type: 'REAL_NAME' },
      userErrors: [],
    });
    expect(fake.callsTo('/wx/login')[0]?.body).toEqual({ appid: 'wxnextlanddemo', code, loginType: 0 });
    const cookies = setCookies(reply.headers);
    expect(cookies.get('token')).toMatchObject({ value: expect.stringMatching(/^\S{20,}$/), maxAge: 7200 });
    expect(cookies.get('refresh_token')).toMatchObject({
      value: expect.stringMatching(/^\S{20,}$/),
      maxAge: 604800,
    });
    expect(cookies.get('uid')).toMatchObject({ value: user.user_id, maxAge: 604800 });
    expect(cookies.get('login_state')?.maxAge).toBe(0);
    for (const name of ['token', 'refresh_token', 'uid']) {
      expect(cookies.get(name)?.attributes).toEqual(
        expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax']),
      );
    }
    // The viewer was read with the new token.
    expect(fake.callsTo('/current/customer/detail')[0]?.headers['ft-auth']).toBe(
      `bearer ${cookies.get('token')?.value}`,
    );

    browser.apply(reply.headers);
    const again = await postGraphql(app, loginMutation, {
      variables: { code, state },
      cookies: browser.values,
    });
    expect(firstErrorField(again, 'login')).toBe('state');
  });

  it('starts a registration for an unknown account: ticket cookie, identity, no session', async () => {
    const { browser, state } = await startLogin(app);
    const reply = await postGraphql(app, loginMutation, {
      variables: { code: await fake.accounts.loginCode('new'), state },
      cookies: browser.values,
    });
    expect(reply.body.data?.login).toEqual({
      status: 'REGISTRATION_REQUIRED',
      openid: expect.any(String),
      unionid: expect.any(String),
      viewer: null,
      userErrors: [],
    });
    const [wxLogin] = fake.callsTo('/wx/login');
    const cookies = setCookies(reply.headers);
    expect(cookies.get('registration')).toMatchObject({
      value: expect.stringMatching(/\S{20,}/),
      maxAge: 900,
    });
    expect(wxLogin).toBeDefined();
    expect(cookies.get('registration')?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax']),
    );
    expect(cookies.get('token')?.maxAge ?? 0).toBe(0);
  });

  it('returns a rejected platform code as a `code` user error', async () => {
    const { browser, state } = await startLogin(app);
    const reply = await postGraphql(app, loginMutation, {
      variables: { code: 'stale', state },
      cookies: browser.values,
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.data?.login).toMatchObject({
      status: null,
      userErrors: [
        {
          field: 'code',
          code: 'INVALID',
          message: 'The login code is invalid, used or expired; please scan again',
        },
      ],
    });
  });
});
