// A real login against nextland, as the web does it through the platform stand-in: a one-time code for a demo
// account, exchanged at customer/wx/login. Each acknowledged login has written one session row.
import { nextlandAuthorization } from './calls.js';

export const REDIRECT_ORIGIN = 'http://fault.test';
const APPID = 'wxnextlanddemo';

function connectPage(nextlandUrl: string): URL {
  const page = new URL('/wx-standin/connect/qrconnect', nextlandUrl);
  page.search = new URLSearchParams({
    appid: APPID,
    redirect_uri: `${REDIRECT_ORIGIN}/cb`,
    state: 's',
  }).toString();
  return page;
}

/** The id of the first demo account the stand-in offers. */
export async function demoAccount(nextlandUrl: string): Promise<string> {
  const html = await (await fetch(connectPage(nextlandUrl))).text();
  const account = /name="account" value="(\d+)"/.exec(html)?.[1];
  if (!account) throw new Error('no demo account on the stand-in page');
  return account;
}

/** Every demo account the stand-in offers, in its order. */
export async function demoAccounts(nextlandUrl: string): Promise<string[]> {
  const html = await (await fetch(connectPage(nextlandUrl))).text();
  return [...html.matchAll(/name="account" value="(\d+)"/g)].map((match) => match[1] ?? '');
}

/** True when nextland acknowledged the login (an access token came back); false for any failure. */
export async function login(nextlandUrl: string, account: string): Promise<boolean> {
  try {
    return Boolean(await accessToken(nextlandUrl, account));
  } catch {
    return false; // the process went away mid-request: not acknowledged
  }
}

/** The access token of a fresh login (sent as `ft-auth: bearer …`), or null when nextland refused it. */
export async function accessToken(nextlandUrl: string, account: string): Promise<string | null> {
  const authorize = await fetch(new URL('/wx-standin/connect/authorize', nextlandUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ appid: APPID, redirect_uri: `${REDIRECT_ORIGIN}/cb`, state: 's', account }),
  });
  const code = new URL(authorize.headers.get('location') ?? `${REDIRECT_ORIGIN}/`).searchParams.get('code');
  if (!code) return null;
  const response = await fetch(
    new URL('/nextland-customer/api/framework/v1/customer/wx/login', nextlandUrl),
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: nextlandAuthorization },
      body: JSON.stringify({ appid: APPID, code, loginType: 0 }),
    },
  );
  if (response.status !== 200) return null;
  const body = (await response.json()) as { data?: { access_token?: string } };
  return body.data?.access_token ?? null;
}
