// Issue 9 §5: the login `state` is bound server-side and used once. A captured login_state cookie re-sent with
// its state (and a fresh platform code) must not log in again, and an expired state fails.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firstErrorField, loginMutation, startLogin } from '../../test-support/login-flow.js';
import { startNextland, type TestNextland } from '../../test-support/nextland.js';
import { setCookies } from '../../test-support/set-cookies.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
let secureApp: FastifyInstance;
let shortApp: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
  secureApp = await buildTestApp(fake, { cookieSecure: true });
  shortApp = await buildTestApp(fake, { loginStateSeconds: 1 });
});
afterAll(async () => {
  await Promise.all([app.close(), secureApp.close(), shortApp.close()]);
  await fake.close();
});
beforeEach(() => fake.reset());

async function loginWith(
  target: FastifyInstance,
  cookies: Record<string, string>,
  state: string,
  code: string,
) {
  return postGraphql(target, loginMutation, { variables: { code, state }, cookies });
}

describe('login state replay', () => {
  it('a captured cookie and state log in once; replaying them with a fresh code fails on state', async () => {
    const user = await fake.accounts.verified();
    const { browser, state } = await startLogin(app);
    const captured = { ...browser.values };
    const first = await loginWith(app, captured, state, await fake.accounts.loginCode(Number(user.user_id)));
    expect(first.body.data?.login).toMatchObject({ status: 'LOGGED_IN', userErrors: [] });
    fake.calls.length = 0;
    const replay = await loginWith(app, captured, state, await fake.accounts.loginCode(Number(user.user_id)));
    expect(replay.body.data?.login).toMatchObject({ status: null });
    expect(firstErrorField(replay, 'login')).toBe('state');
    // Refused before the code is spent at nextland.
    expect(fake.callsTo('/wx/login')).toEqual([]);
  });

  it('a state past its lifetime fails even with its cookie', async () => {
    const user = await fake.accounts.verified();
    const { browser, state } = await startLogin(shortApp);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const reply = await loginWith(
      shortApp,
      browser.values,
      state,
      await fake.accounts.loginCode(Number(user.user_id)),
    );
    expect(firstErrorField(reply, 'login')).toBe('state');
    expect(fake.callsTo('/wx/login')).toEqual([]);
  });

  it('a state made up by the client (never issued) fails even when the cookie matches it', async () => {
    const user = await fake.accounts.verified();
    const forged = 'A'.repeat(43);
    const reply = await loginWith(
      app,
      { login_state: forged },
      forged,
      await fake.accounts.loginCode(Number(user.user_id)),
    );
    expect(firstErrorField(reply, 'login')).toBe('state');
  });

  it('on a secure origin the cookie is __Host-login_state (Secure, Path=/, no Domain) and works', async () => {
    const user = await fake.accounts.verified();
    const { browser, reply, state } = await startLogin(secureApp);
    const cookie = setCookies(reply.headers).get('__Host-login_state');
    expect(cookie?.value).toBe(state);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['Secure', 'Path=/', 'HttpOnly']));
    expect(cookie?.attributes.some((a) => a.toLowerCase().startsWith('domain='))).toBe(false);
    expect(setCookies(reply.headers).has('login_state')).toBe(false);
    const login = await loginWith(
      secureApp,
      browser.values,
      state,
      await fake.accounts.loginCode(Number(user.user_id)),
    );
    expect(login.body.data?.login).toMatchObject({ status: 'LOGGED_IN' });
    expect(setCookies(login.headers).get('__Host-login_state')?.maxAge).toBe(0);
  });
});
