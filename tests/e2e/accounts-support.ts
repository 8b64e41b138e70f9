import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { openHydrated } from './support';

/** nextland of the e2e stack: the login stand-in and the dev SMS outbox live there (never in production). */
export const nextlandUrl = `http://127.0.0.1:${process.env.E2E_NEXTLAND_PORT ?? '18180'}`;

/** Starts the platform login from `/login` (optionally localized) and picks `account` on the stand-in page. */
export async function loginThroughPlatform(page: Page, account: string | RegExp, loginPath = '/login') {
  await openHydrated(page, loginPath);
  await page.getByRole('button', { name: /WeChat|微信/ }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/wx-standin/'));
  await page.getByRole('button', { name: account }).click();
}

/** Logs a demo account in and waits for the personal centre it returns to. */
export async function loginAs(page: Page, nickname: string) {
  // The stand-in's button reads "[? ]<nickname> <account type>" ("?" stands in for a missing avatar).
  await loginThroughPlatform(page, new RegExp(`^(\\? )?${nickname.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
  await expect(page.getByTestId('my-nickname')).toHaveText(nickname);
}

/**
 * The latest SMS code the stand-in provider recorded for `phone`. The page disables its "send" button as soon
 * as it is pressed, before the request reaches nextland, so the code is waited for rather than read once.
 */
export async function latestSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${nextlandUrl}/dev/sms/outbox?phone=${phone}`);
        expect(response.ok()).toBe(true);
        const body = (await response.json()) as { data: { code: string }[] | { code: string } };
        const entries = Array.isArray(body.data) ? body.data : [body.data];
        // Newest first.
        code = entries[0]?.code;
        return Boolean(code);
      },
      { message: `no SMS code recorded for ${phone}`, timeout: 10_000 },
    )
    .toBe(true);
  return code ?? '';
}

/** Runs nextland's queued jobs (message delivery) to completion, so what they write is there to read. */
export async function drainJobs(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${nextlandUrl}/dev/jobs/drain`);
  expect(response.ok()).toBe(true);
}

/** A phone number no other test (or earlier run on the same database) uses. */
export function uniquePhone(): string {
  return `139${String(Date.now()).slice(-8)}`;
}

/** Registers a brand-new user through the stand-in's "new user" choice; returns the phone used. */
export async function registerNewUser(
  page: Page,
  loginPath = '/login',
  invitationCode?: string,
): Promise<string> {
  await loginThroughPlatform(page, /New user|新用户|新使用者/, loginPath);
  const phone = await finishRegistration(page, invitationCode);
  await expect(page.getByTestId('my-nickname')).toBeVisible();
  return phone;
}

/**
 * Fills in the registration form a first-time user lands on after the platform login (any locale) and
 * creates the account; returns the phone used. Where it lands is the caller's to check.
 */
export async function finishRegistration(page: Page, invitationCode?: string): Promise<string> {
  await expect(
    page.getByRole('heading', { name: /Finish creating|完成账号创建|完成帳號建立/ }),
  ).toBeVisible();
  const phone = uniquePhone();
  await page.getByLabel(/Mobile number|手机号|手機號碼/).fill(phone);
  await page.getByTestId('send-sms-code').click();
  // The countdown starts once nextland has answered, i.e. the code is in the outbox ("disabled" alone also
  // matches the in-flight request and raced the outbox read).
  await expect(page.getByTestId('send-sms-code')).toHaveText(/\d/);
  await expect(page.getByTestId('send-sms-code')).toBeDisabled();
  const code = await latestSmsCode(page.request, phone);
  await page.getByLabel(/SMS code|短信验证码|簡訊驗證碼/).fill(code);
  if (invitationCode) await page.getByLabel(/Invitation code|邀请码|邀請碼/).fill(invitationCode);
  await page.getByRole('checkbox', { name: /terms of service|用户协议|使用者條款/ }).check();
  await page.getByRole('button', { name: /Create account|创建账号|建立帳號/ }).click();
  return phone;
}

/** A second, isolated browser session (its own cookies and storage). */
export async function secondSession(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}
