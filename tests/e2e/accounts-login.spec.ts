import { expect, type Page, test } from '@playwright/test';
import {
  latestSmsCode,
  loginAs,
  loginThroughPlatform,
  registerNewUser,
  secondSession,
  uniquePhone,
} from './accounts-support';
import { openHydrated } from './support';

test.describe('login and registration', () => {
  // Logins and registrations through the pages, in two browsers: 20–25 s alone, over 30 s while the other
  // worker runs a journey beside them on the 2-core CI machine.
  test.slow();
  test('a first-time visitor registers from an invitation link and becomes the inviter’s invitee', async ({
    page,
    browser,
  }) => {
    // 林晚's invitation code (seed): the link is what "Copy invite link" produces.
    await openHydrated(page, '/en/login?invite=LINWAN22');
    await expect(page.getByTestId('invited-banner')).toContainText('LINWAN22');
    await loginThroughPlatform(page, /New user/, '/en/login');
    await expect(page.getByLabel('Invitation code (optional)')).toHaveValue('LINWAN22');
    await registerNewUserFromForm(page);
    await expect(page).toHaveURL(/\/en\/my$/);
    await expect(page.getByTestId('type-badge')).toHaveText('Not verified');
    await expect(page.getByTestId('header-nickname')).toBeVisible();
    const nickname = (await page.getByTestId('my-nickname').textContent()) ?? '';

    const inviter = await secondSession(browser);
    await loginAs(inviter.page, '林晚');
    await expect(inviter.page.getByTestId('invitees')).toContainText(nickname);
    await inviter.context.close();
  });

  test('a user edits the profile, logs in again and logs out with a POST', async ({ page }) => {
    // A fresh account, so the demo accounts other tests log in as keep their names.
    await registerNewUser(page);
    const nickname = `陶友${Date.now() % 100000}`;
    await page.getByRole('link', { name: '账号与安全' }).click();
    await page.getByLabel('个人简介').fill('喜欢陶瓷和版画。');
    await page.getByLabel('昵称').fill(nickname);
    await page.getByRole('button', { name: '保存资料' }).click();
    await expect(page.getByText('资料已保存。')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('昵称')).toHaveValue(nickname);
    await expect(page.getByLabel('个人简介')).toHaveValue('喜欢陶瓷和版画。');
    await expect(page.getByTestId('header-nickname')).toHaveText(nickname);

    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.postData()?.includes('mutation Logout')) {
        posts.push(request.method());
      }
    });
    await page.getByRole('link', { name: '退出登录' }).first().click();
    await expect(page.getByRole('heading', { name: '确定退出登录？' })).toBeVisible();
    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
    expect(posts).toEqual(['POST']);
    // The session is gone on the server too: a direct load of the personal centre goes home (the server's
    // locale detection may then pick the browser's language).
    await page.goto('/my');
    await expect(page).toHaveURL(/\/(en)?$/);

    // Logging in again through the platform's page finds the account under its new name.
    await loginAs(page, nickname);
  });

  test('a login whose state was not issued by us is refused and sends the visitor home', async ({ page }) => {
    await openHydrated(page, '/en/login?code=forged-code&state=forged-state');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('sign out everywhere logs the other browser out on its next request', async ({ page, browser }) => {
    await loginAs(page, '访客阿言');
    const other = await secondSession(browser);
    await loginAs(other.page, '访客阿言');

    await page.getByRole('link', { name: '账号与安全' }).click();
    await page.getByRole('button', { name: '退出其他所有设备' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '退出其他设备' }).click();
    await expect(page.getByText(/已退出 \d+ 个其他会话/)).toBeVisible();

    await other.page.getByRole('link', { name: '消息' }).first().click();
    await expect(other.page).toHaveURL(/\/$/);
    await expect(other.page.getByRole('dialog', { name: '登录 Nextland' })).toBeVisible();
    await expect(other.page.getByText('登录已失效，请重新登录后继续。')).toBeVisible();

    // This browser is still logged in.
    await page.getByRole('link', { name: '消息' }).first().click();
    await expect(page.getByRole('heading', { name: '消息' })).toBeVisible();
    await other.context.close();
  });
});

async function registerNewUserFromForm(page: Page) {
  const phone = uniquePhone();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByTestId('send-sms-code').click();
  await expect(page.getByTestId('send-sms-code')).toHaveText(/Resend in \d+ s/);
  await expect(page.getByTestId('send-sms-code')).toBeDisabled();
  await page.getByLabel('SMS code').fill(await latestSmsCode(page.request, phone));
  await page.getByRole('checkbox', { name: /terms of service/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('my-nickname')).toBeVisible();
}

test('a first-time visitor registers in Traditional Chinese', async ({ page }) => {
  await registerNewUser(page, '/zh-tw/login');
  await expect(page).toHaveURL(/\/zh-tw\/my$/);
  await expect(page.getByTestId('type-badge')).toHaveText('未實名');
});
