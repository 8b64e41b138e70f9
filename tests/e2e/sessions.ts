// Sessions made through the API instead of the login page (issue 25): the same exchange a browser makes —
// the BFF's startLogin, the platform stand-in's authorize form, the BFF's login (and for a new user
// sendSmsCode and register) — over HTTP, then handed to a browser context as its storage state. The login
// page itself is covered by the account specs (accounts-login, login-return, forms).
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { nextlandUrl, uniquePhone } from './accounts-support';
import { openHydrated } from './support';

const baseURL = process.env.E2E_URL ?? `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? '13100'}`;
const GRAPHQL_HEADERS = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };

type StorageState = Awaited<ReturnType<APIRequestContext['storageState']>>;

async function graphql<T>(api: APIRequestContext, query: string, variables: object = {}): Promise<T> {
  const response = await api.post('/graphql', { headers: GRAPHQL_HEADERS, data: { query, variables } });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The stand-in's account id for a demo nickname, read off its authorize page (what the login page shows). */
async function standinAccount(
  api: APIRequestContext,
  authorizeUrl: string,
  nickname: string,
): Promise<string> {
  const page = await (await api.get(authorizeUrl)).text();
  for (const [, id, name] of page.matchAll(/name="account" value="([^"]+)">.*?<b>([^<]*)<\/b>/g)) {
    if (name === nickname) return id ?? '';
  }
  throw new Error(`the login stand-in lists no account named ${nickname}`);
}

/** Goes through the platform's authorize step for `nickname` (or a new identity) and logs in with its code. */
async function platformLogin(api: APIRequestContext, nickname: string | null): Promise<string> {
  const { startLogin } = await graphql<{ startLogin: { authorizeUrl: string } }>(
    api,
    'mutation E2eStartLogin($redirectUri: String!) { startLogin(redirectUri: $redirectUri) { authorizeUrl } }',
    { redirectUri: `${baseURL}/login` },
  );
  const authorize = new URL(startLogin.authorizeUrl);
  const account = nickname === null ? 'new' : await standinAccount(api, authorize.href, nickname);
  const form: Record<string, string> = { account };
  for (const name of ['appid', 'redirect_uri', 'state']) form[name] = authorize.searchParams.get(name) ?? '';
  const redirect = await api.post(new URL('/wx-standin/connect/authorize', authorize).href, {
    form,
    maxRedirects: 0,
  });
  expect(redirect.status()).toBe(302);
  const back = new URL(redirect.headers().location ?? '');
  const { login } = await graphql<{ login: { status: string | null; userErrors: unknown[] } }>(
    api,
    'mutation E2eLogin($code: String!, $state: String!) { login(code: $code, state: $state) { status userErrors { field message } } }',
    { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
  );
  expect(login.userErrors).toEqual([]);
  return login.status ?? '';
}

async function smsCode(api: APIRequestContext, phone: string): Promise<string> {
  const response = await api.get(`${nextlandUrl}/dev/sms/outbox?phone=${phone}`);
  const body = (await response.json()) as { data: { code: string }[] | { code: string } };
  const entries = Array.isArray(body.data) ? body.data : [body.data];
  const code = entries[0]?.code;
  if (!code) throw new Error(`no SMS code recorded for ${phone}`);
  return code;
}

export type Who = { nickname: string } | { newUser: true; invitationCode?: string };

/** A logged-in session's cookies for a demo account or a newly registered user (and the phone it used). */
export async function sessionState(who: Who): Promise<{ state: StorageState; phone?: string }> {
  const api = await request.newContext({ baseURL });
  try {
    const status = await platformLogin(api, 'nickname' in who ? who.nickname : null);
    if ('nickname' in who) {
      expect(status).toBe('LOGGED_IN');
      return { state: await api.storageState() };
    }
    const phone = uniquePhone();
    await graphql(
      api,
      'mutation E2eSendSms($phone: String!) { sendSmsCode(phone: $phone) { userErrors { field message } } }',
      { phone },
    );
    const { register } = await graphql<{ register: { userErrors: unknown[] } }>(
      api,
      'mutation E2eRegister($input: RegisterInput!) { register(input: $input) { userErrors { field message } } }',
      {
        input: {
          phone,
          smsCode: await smsCode(api, phone),
          consent: true,
          ...(who.invitationCode ? { invitationCode: who.invitationCode } : {}),
        },
      },
    );
    expect(register.userErrors).toEqual([]);
    return { state: await api.storageState(), phone };
  } finally {
    await api.dispose();
  }
}

/** Logs the given page's context in as `who` (adds the session cookies to the context the test already has). */
export async function logIn(page: Page, who: Who): Promise<{ phone?: string }> {
  const { state, phone } = await sessionState(who);
  await page.context().addCookies(state.cookies);
  return phone ? { phone } : {};
}

/**
 * What the login page's journey ends in, without the login page: a session made through the API, then `path`
 * opened and hydrated (the personal centre by default, where the user's nickname shows once loaded).
 */
export async function signedInAt(page: Page, who: Who, path = '/my'): Promise<{ phone?: string }> {
  const result = await logIn(page, who);
  await openHydrated(page, path);
  if (/^(\/(en|zh-tw))?\/my(\/|$)/.test(path)) await expect(page.getByTestId('my-nickname')).toBeVisible();
  return result;
}
