import { expect, type Page, test } from '@playwright/test';
import { signedInAt } from './sessions';

// Issue 9, "where a user gets lost": the logged-in shell (titles, messages, menus) in a real browser.

const OFFICIAL = 'Nextland 官方';

/** The personal centre in `prefix`'s locale, through its own router (a client-side navigation). */
async function openMy(page: Page, prefix: string, path = '') {
  await page.goto(`${prefix}/my${path}`);
  await expect(page.getByRole('navigation', { name: /个人中心|Personal centre/ }).first()).toBeAttached();
}

test.describe('each personal-centre page has its own title', () => {
  const cases: Record<string, [path: string, title: string][]> = {
    '': [
      ['', '概览 · 个人中心 · Nextland'],
      ['/msg', '消息 · 个人中心 · Nextland'],
      ['/account', '账号与安全 · 个人中心 · Nextland'],
      ['/bank-cards', '银行卡 · 个人中心 · Nextland'],
      ['/review', '审核队列 · 个人中心 · Nextland'],
    ],
    '/en': [
      ['', 'Overview · My centre · Nextland'],
      ['/msg', 'Messages · My centre · Nextland'],
      ['/account', 'Account and security · My centre · Nextland'],
      ['/order', 'My orders · My centre · Nextland'],
    ],
  };
  for (const [prefix, pages] of Object.entries(cases)) {
    test(`locale ${prefix || '/'}`, async ({ page }) => {
      await signedInAt(page, { nickname: OFFICIAL });
      for (const [path, title] of pages) {
        await openMy(page, prefix, path);
        await expect(page).toHaveTitle(title);
      }
      // Client-side moves inside the centre update it too.
      await page
        .getByRole('navigation', { name: /个人中心|Personal centre/ })
        .first()
        .getByRole('link')
        .nth(1)
        .click();
      await expect(page).toHaveTitle(
        prefix ? 'Messages · My centre · Nextland' : '消息 · 个人中心 · Nextland',
      );
    });
  }
});

test.describe('a success message does not cover the header', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signedInAt(page, { nickname: OFFICIAL });
      await openMy(page, '');
      // Copying the invitation code confirms with a message at the top of the window.
      await page.getByRole('button', { name: '复制邀请码' }).click();
      const message = page.locator('[data-type="success"]').first();
      await expect(message).toBeVisible();
      const header = await page.locator('header').first().boundingBox();
      const box = await message.boundingBox();
      expect(header && box && box.y >= header.y + header.height).toBe(true);
    });
  }
});

test.describe('the account menu works from the keyboard', () => {
  for (const { prefix, items } of [
    { prefix: '', items: ['个人中心', '消息', '账号设置'] },
    { prefix: '/en', items: ['My centre', 'Messages', 'Account settings'] },
  ]) {
    test(`locale ${prefix || '/'}`, async ({ page }) => {
      await signedInAt(page, { nickname: OFFICIAL });
      await openMy(page, prefix, '/account');
      const trigger = page.locator('header').getByRole('button', { name: new RegExp(OFFICIAL) });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: items[0] })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: items[1] })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('menuitem', { name: items[2] })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(menu.getByRole('menuitem', { name: items[1] })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(trigger).toBeFocused();
      // Enter on an item follows it.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${prefix}/my/msg$`));
    });
  }
});

test.describe('on a phone the personal-centre navigation is a menu, not a sideways strip', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { prefix, menuName, item } of [
    { prefix: '', menuName: /个人中心/, item: '账号与安全' },
    { prefix: '/en', menuName: /My centre|Personal centre/, item: 'Account and security' },
  ]) {
    test(`locale ${prefix || '/'}`, async ({ page }) => {
      await signedInAt(page, { nickname: OFFICIAL });
      await openMy(page, prefix);
      const nav = page.getByRole('navigation', { name: /个人中心|Personal centre/ });
      await expect(nav).toBeVisible();
      // No sideways scrolling anywhere in it, and its links are not all on show.
      expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      await expect(page.getByRole('link', { name: item })).toHaveCount(0);
      const button = nav.getByRole('button', { name: menuName });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      // The whole menu, in its groups: an official sees all 23 pages (orders, seller orders, after-sales, payments,
      // the library and bids included) and "log out" (a section whose id collided with an item's once left a single
      // item on show).
      await expect(menu.getByRole('menuitem')).toHaveCount(24);
      await expect(menu.getByRole('group')).toHaveCount(6);
      await menu.getByRole('menuitem', { name: item }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/my/account$`));
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    });
  }
});

test.describe('on a phone a payment’s status stays beside its amount', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const prefix of ['', '/en']) {
    test(`locale ${prefix || '/'}`, async ({ page }) => {
      // 林晚 has paid, pending and cancelled demo payments; the dates under the amount once pushed the
      // status badge onto a line of its own below them.
      await signedInAt(page, { nickname: '林晚' });
      await openMy(page, prefix, '/order/purchaseOrders');
      const cards = page.getByTestId('payment-card');
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 4)) {
        const amount = await card.getByTestId('payment-card-amount').boundingBox();
        const status = await card.getByTestId('payment-card-status').boundingBox();
        expect(amount && status && status.y < amount.y + amount.height).toBe(true);
        expect(status && status.x + status.width <= 390).toBe(true);
      }
    });
  }
});

test('at 1280 px every header link is visible beside the account button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAt(page, { nickname: OFFICIAL });
  for (const prefix of ['/en', '/zh-tw']) {
    await page.goto(`${prefix}/goods`);
    await expect(page.locator('header').getByRole('button', { name: new RegExp(OFFICIAL) })).toBeVisible();
    const nav = page.locator('header nav').first();
    expect(await nav.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const navBox = await nav.boundingBox();
    for (const link of await nav.locator('a').all()) {
      const box = await link.boundingBox();
      expect(box && navBox && box.x + box.width <= navBox.x + navBox.width + 0.5).toBe(true);
    }
  }
});
