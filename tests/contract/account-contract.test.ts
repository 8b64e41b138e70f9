// Accounts through the BFF against a real nextland on a fresh database: the platform stand-in's login page,
// registration with a code from the SMS outbox, the session cookies, a silent refresh and logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { solidPng } from '../support/png.js';
import { type RunningService, spawnService } from '../support/spawn-service.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** On the stand-in's default list of allowed origins. */
const redirectUri = 'http://localhost:3000/login/callback';
const phone = '13912345678';
/** GB 11643's own example number (valid checksum and birth date). */
const idNumber = '11010519491231002X';
const realName = '林晓';
/** Luhn-valid test card number. */
const cardNumber = '6222 0200 0000 0000 125';

let database: TestDatabase;
let nextland: RunningService;
let bff: RunningService;

beforeAll(async () => {
  const nextlandPort = await freePort();
  const bffPort = await freePort();
  database = await createTestDatabase('accounts');
  nextland = await spawnService('nextland/src/server.ts', nextlandPort, {
    ...database.env,
    NEXTLAND_PORT: String(nextlandPort),
    // The demo official reviews the real-name application.
    SEED_ON_EMPTY: '1',
    // With REDIS_URL inherited (CI), counts for this fixed phone would otherwise carry over from the last run.
    REDIS_KEY_PREFIX: `contract-${process.pid}-${Date.now()}:`,
  });
  bff = await spawnService('bff/src/server.ts', bffPort, {
    BFF_PORT: String(bffPort),
    NEXTLAND_URL: nextland.url,
  });
});

afterAll(async () => {
  await bff?.stop();
  await nextland?.stop();
  await database?.drop();
});

/** Runs nextland's queued jobs (message delivery) to completion: its dev route, never a sleep. */
async function drainJobs(): Promise<void> {
  const response = await fetch(`${nextland.url}/dev/jobs/drain`, { method: 'POST' });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
}

/** One browser: keeps the cookies the BFF sets, like the web origin's cookie store. */
class Browser {
  readonly cookies = new Map<string, string>();

  async graphql<T>(query: string, variables: object = {}) {
    const response = await fetch(`${bff.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-locale': 'en', cookie: this.#cookieHeader() },
      body: JSON.stringify({ query, variables }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, decodeURIComponent(value));
    }
    const body = (await response.json()) as { data?: T; errors?: { extensions?: { code?: string } }[] };
    return { body, setCookies, upstreamCalls: Number(response.headers.get('x-upstream-calls')) };
  }

  /** An identity upload through the BFF's /upload route (CSRF header as the web sends it); returns its path. */
  async uploadIdentityImage(image: Buffer): Promise<string> {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'id.png');
    const response = await fetch(`${bff.url}/upload?purpose=identity`, {
      method: 'POST',
      headers: { cookie: this.#cookieHeader(), 'apollo-require-preflight': 'true' },
      body,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { url: string } }).data.url;
  }

  #cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
  }
}

/** The stand-in's account id behind the button titled `nickname`. */
function accountNamed(page: string, nickname: string): string {
  for (const [, account, title] of page.matchAll(/name="account" value="([^"]+)">.*?<b>([^<]*)<\/b>/g))
    if (title === nickname) return account ?? '';
  throw new Error(`no demo account ${nickname} on the stand-in page`);
}

/**
 * startLogin, then the stand-in's page and its form post for `account` (an id, "new", or `{ nickname }` of a
 * demo account): the code and state it redirects with.
 */
async function platformLogin(browser: Browser, account: string | { nickname: string }) {
  const { body } = await browser.graphql<{ startLogin: { authorizeUrl: string } }>(
    'mutation S($uri: String!) { startLogin(redirectUri: $uri) { authorizeUrl } }',
    { uri: redirectUri },
  );
  const authorize = new URL(body.data!.startLogin.authorizeUrl);
  expect(authorize.origin).toBe(nextland.url);
  const page = await fetch(authorize);
  expect(page.status).toBe(200);
  const html = await page.text();
  const chosen = typeof account === 'string' ? account : accountNamed(html, account.nickname);
  expect(html).toContain(`name="account" value="${chosen}"`);
  const form = new URLSearchParams({
    appid: authorize.searchParams.get('appid') ?? '',
    redirect_uri: authorize.searchParams.get('redirect_uri') ?? '',
    state: authorize.searchParams.get('state') ?? '',
    account: chosen,
  });
  const posted = await fetch(new URL('/wx-standin/connect/authorize', nextland.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  expect(posted.status).toBe(302);
  const back = new URL(posted.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

const login = `mutation L($code: String!, $state: String!) {
  login(code: $code, state: $state) { status openid unionid viewer { id } userErrors { field code message } }
}`;
type LoginData = {
  login: {
    status: string | null;
    openid: string | null;
    unionid: string | null;
    viewer: { id: string } | null;
    userErrors: { field: string | null; code: string }[];
  };
};
const viewer = '{ viewer { id type realNameVerified nickname phone invitationCode unreadMessageCount } }';
type ViewerData = {
  viewer: {
    id: string;
    type: string;
    realNameVerified: boolean;
    phone: string;
    invitationCode: string;
    unreadMessageCount: number;
  } | null;
};

describe('accounts through the BFF', () => {
  const browser = new Browser();
  let userId = '';

  it('registers a first-time platform user with an SMS code', async () => {
    const { code, state } = await platformLogin(browser, 'new');
    const started = await browser.graphql<LoginData>(login, { code, state });
    expect(started.body.data?.login).toMatchObject({
      status: 'REGISTRATION_REQUIRED',
      openid: expect.any(String),
      unionid: expect.any(String),
      viewer: null,
      userErrors: [],
    });
    expect([...browser.cookies.keys()]).toEqual(['registration']);

    const sent = await browser.graphql<{ sendSmsCode: { resendIn: number } }>(
      'mutation M($phone: String!) { sendSmsCode(phone: $phone) { resendIn userErrors { code } } }',
      { phone },
    );
    expect(sent.body.data?.sendSmsCode).toEqual({ resendIn: 60, userErrors: [] });
    const outbox = (await (await fetch(`${nextland.url}/dev/sms/outbox?phone=${phone}`)).json()) as {
      data: { code: string }[];
    };
    const smsCode = outbox.data[0]?.code ?? '';

    const register = `mutation R($input: RegisterInput!) {
      register(input: $input) { viewer { id type } userErrors { field code message } }
    }`;
    const wrong = await browser.graphql<{ register: { userErrors: { field: string }[] } }>(register, {
      input: { phone, smsCode: smsCode === '000000' ? '111111' : '000000', consent: true },
    });
    expect(wrong.body.data?.register.userErrors).toEqual([
      { field: 'smsCode', code: 'INVALID', message: expect.any(String) },
    ]);
    const done = await browser.graphql<{ register: { viewer: { id: string; type: string } } }>(register, {
      input: { phone, smsCode, consent: true },
    });
    expect(done.body.data?.register).toMatchObject({ viewer: { type: 'UNVERIFIED' }, userErrors: [] });
    userId = done.body.data!.register.viewer.id;
    expect([...browser.cookies.keys()].sort()).toEqual(['refresh_token', 'token', 'uid']);
    expect(browser.cookies.get('uid')).toBe(userId);
  });

  it('shows the viewer from the session cookies', async () => {
    // The welcome message is delivered by a job: wait for it deterministically.
    await drainJobs();
    const { body } = await browser.graphql<ViewerData>(viewer);
    expect(body.data?.viewer).toMatchObject({
      id: userId,
      type: 'UNVERIFIED',
      realNameVerified: false,
      phone: '139****5678',
      unreadMessageCount: 1,
    });
    expect(body.data?.viewer?.invitationCode).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('adds a bank card once the real name is verified', async () => {
    const addCard = `mutation A($input: AddBankCardInput!) {
      addBankCard(input: $input) { card { last4 holderName isDefault } userErrors { field code } }
    }`;
    const input = { cardNumber, holderName: realName, bankName: 'Nextland Bank' };
    const refused = await browser.graphql<{ addBankCard: unknown }>(addCard, { input });
    expect(refused.body.data?.addBankCard).toEqual({
      card: null,
      userErrors: [{ field: null, code: 'FORBIDDEN' }],
    });

    const idImages = [
      await browser.uploadIdentityImage(solidPng(64, 48, 0xc8)),
      await browser.uploadIdentityImage(solidPng(64, 48, 0x80)),
    ];
    const submitted = await browser.graphql<{
      verifyRealName: { application: { id: string } & Record<string, unknown> };
    }>(
      `mutation V($input: RealNameInput!) {
        verifyRealName(input: $input) {
          application { id kind status data { ... on RealNameApplicationData { name idNumberMasked idImages } } }
          userErrors { code }
        }
      }`,
      { input: { name: realName, idNumber, idImages } },
    );
    expect(submitted.body.data?.verifyRealName).toEqual({
      application: {
        id: expect.any(String),
        kind: 'REALNAME',
        status: 'UNDER_REVIEW',
        data: { name: realName, idNumberMasked: '110***********002X', idImages },
      },
      userErrors: [],
    });
    // Under review: still not allowed to add a card.
    expect(
      (await browser.graphql<{ addBankCard: unknown }>(addCard, { input })).body.data?.addBankCard,
    ).toEqual({
      card: null,
      userErrors: [{ field: null, code: 'FORBIDDEN' }],
    });

    const official = new Browser();
    const officialLogin = await platformLogin(official, { nickname: 'Nextland 官方' });
    await official.graphql(login, officialLogin);
    const approved = await official.graphql<{ approveApplication: unknown }>(
      'mutation A($id: ID!) { approveApplication(id: $id) { application { status } userErrors { code } } }',
      { id: submitted.body.data?.verifyRealName.application.id },
    );
    expect(approved.body.data?.approveApplication).toEqual({
      application: { status: 'APPROVED' },
      userErrors: [],
    });
    const { body } = await browser.graphql<ViewerData>(viewer);
    expect(body.data?.viewer).toMatchObject({ type: 'REAL_NAME', realNameVerified: true });

    const added = await browser.graphql<{ addBankCard: unknown }>(addCard, { input });
    expect(added.body.data?.addBankCard).toEqual({
      card: { last4: '0125', holderName: realName, isDefault: true },
      userErrors: [],
    });
    const listed = await browser.graphql<{ bankCards: { last4: string }[] }>('{ bankCards { last4 } }');
    expect(listed.body.data?.bankCards).toEqual([{ last4: '0125' }]);
  });

  it('refreshes silently when the access cookie is gone', async () => {
    const oldRefresh = browser.cookies.get('refresh_token');
    browser.cookies.delete('token');
    const { body, upstreamCalls } = await browser.graphql<ViewerData>(viewer);
    expect(body.data?.viewer?.id).toBe(userId);
    expect(upstreamCalls).toBe(3); // refresh, detail, unread count
    expect(browser.cookies.get('token')).toBeTruthy();
    expect(browser.cookies.get('refresh_token')).not.toBe(oldRefresh);
  });

  it('logs out: cookies cleared, session revoked at nextland', async () => {
    const held = new Map(browser.cookies);
    const { body } = await browser.graphql<{ logout: { ok: boolean } }>('mutation { logout { ok } }');
    expect(body.data?.logout).toEqual({ ok: true });
    expect(browser.cookies.size).toBe(0);
    expect((await browser.graphql<ViewerData>(viewer)).body).toEqual({ data: { viewer: null } });

    const replay = new Browser();
    for (const [name, value] of held) replay.cookies.set(name, value);
    const replayed = await replay.graphql<ViewerData>(viewer);
    expect(replayed.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(replay.cookies.size).toBe(0);
  });

  it('logs the registered account back in through the platform', async () => {
    const { code, state } = await platformLogin(browser, userId);
    const { body } = await browser.graphql<LoginData>(login, { code, state });
    expect(body.data?.login).toMatchObject({ status: 'LOGGED_IN', viewer: { id: userId }, userErrors: [] });
    const reused = await browser.graphql<LoginData>(login, { code, state });
    expect(reused.body.data?.login.userErrors).toEqual([
      { field: 'state', code: 'INVALID', message: expect.stringMatching(/log in again/) },
    ]);
  });
});
