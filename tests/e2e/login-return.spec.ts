import { expect, type Page, test } from '@playwright/test';
import { finishRegistration } from './accounts-support';
import { goodsCards, openHydrated } from './support';

// Issue 9, "where a user gets lost": a login returns to the page it started from, and a personal-centre
// link opened without a session asks to log in and then opens that link.

const locales = [
  {
    prefix: '',
    // A Chinese browser: the server's locale detection on `/` would otherwise pick the browser's English.
    browserLocale: 'zh-CN',
    login: '登录',
    promptTitle: '登录 Nextland',
    required: '登录后即可进入个人中心。',
    messages: '消息',
  },
  {
    prefix: '/en',
    browserLocale: 'en-US',
    login: 'Log in',
    promptTitle: 'Log in to Nextland',
    required: 'Log in to open your personal centre.',
    messages: 'Messages',
  },
];

/** On the platform stand-in: pick a demo account ("[? ]<nickname> <type>"). */
async function pickAccount(page: Page, nickname: string) {
  await page.waitForURL((url) => url.pathname.startsWith('/wx-standin/'));
  await page.getByRole('button', { name: new RegExp(`^(\\? )?${nickname} `) }).click();
}

/** The escaped URL path (and query) of the page, for toHaveURL. */
function urlEnding(pathAndQuery: string): RegExp {
  return new RegExp(`${pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

for (const locale of locales)
  test.describe(`in ${locale.prefix || 'zh-cn'}`, () => {
    test.use({ locale: locale.browserLocale });

    test(`logging in from a goods page returns to that page (${locale.prefix || 'zh-cn'})`, async ({
      page,
    }) => {
      test.slow(); // several page loads (and a platform login round trip) on a shared CI machine
      await openHydrated(page, `${locale.prefix}/goods`);
      await goodsCards(page).first().click();
      await expect(page).toHaveURL(/\/goods\/details\?id=\d+$/);
      const details = new URL(page.url());
      const here = details.pathname + details.search;
      await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);

      await page.getByRole('banner').getByRole('link', { name: locale.login, exact: true }).click();
      await page.getByRole('button', { name: /WeChat|微信/ }).click();
      await pickAccount(page, '林晚');

      await expect(page).toHaveURL(urlEnding(here), { timeout: 30_000 });
      await expect(page.getByTestId('header-nickname')).toHaveText('林晚');
    });

    test(`a first-time visitor who logs in from a goods page registers and returns to that page (${locale.prefix || 'zh-cn'})`, async ({
      page,
    }) => {
      test.slow(); // several page loads, a platform login round trip and a registration
      await openHydrated(page, `${locale.prefix}/goods`);
      await goodsCards(page).first().click();
      await expect(page).toHaveURL(/\/goods\/details\?id=\d+$/);
      const details = new URL(page.url());
      const here = details.pathname + details.search;
      await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);

      await page.getByRole('banner').getByRole('link', { name: locale.login, exact: true }).click();
      await page.getByRole('button', { name: /WeChat|微信/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/wx-standin/'));
      await page.getByRole('button', { name: /New user|新用户/ }).click();
      // The registration page carries the return path (`?next=`), so it survives until the account exists.
      await expect(page).toHaveURL(urlEnding(`${locale.prefix}/login?next=${encodeURIComponent(here)}`));
      await finishRegistration(page);

      await expect(page).toHaveURL(urlEnding(here), { timeout: 30_000 });
      await expect(page.getByTestId('header-nickname')).toBeVisible();
    });

    test(`a direct load of a /my link without a session asks to log in, then opens it (${locale.prefix || 'zh-cn'})`, async ({
      page,
    }) => {
      test.slow(); // several page loads (and a platform login round trip) on a shared CI machine
      const target = `${locale.prefix}/my/msg`;
      await openHydrated(page, target);
      await expect(page.getByText(locale.required)).toBeVisible();
      await page.getByRole('button', { name: /WeChat|微信/ }).click();
      await pickAccount(page, '林晚');

      await expect(page).toHaveURL(urlEnding(target), { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: locale.messages, level: 1 })).toBeVisible();
    });

    test(`client navigation to a /my link without a session asks to log in, then opens it (${locale.prefix || 'zh-cn'})`, async ({
      page,
    }) => {
      test.slow(); // several page loads (and a platform login round trip) on a shared CI machine
      const target = `${locale.prefix}/my/msg`;
      await openHydrated(page, `${locale.prefix}/goods`);
      // A link into the personal centre, clicked like any other (Vike's client router handles it).
      await page.evaluate((href) => {
        const link = document.createElement('a');
        link.href = href;
        link.textContent = 'to my messages';
        link.id = 'to-my';
        document.querySelector('main')?.prepend(link);
      }, target);
      await page.locator('#to-my').click();
      const prompt = page.getByRole('dialog', { name: locale.promptTitle });
      await expect(prompt).toBeVisible();
      await expect(prompt.getByText(locale.required)).toBeVisible();
      await prompt.getByRole('button', { name: /WeChat|微信/ }).click();
      await pickAccount(page, '林晚');

      await expect(page).toHaveURL(urlEnding(target), { timeout: 30_000 });
      await expect(page.getByRole('heading', { name: locale.messages, level: 1 })).toBeVisible();
    });
  });
