// https://playwright.dev/docs/accessibility-testing — axe-core on the catalogue and the personal centre.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { goodsCards, openHydrated } from './support';

function workCards(page: Page) {
  return page.locator('main ul li a[href*="/opus/details?id="]');
}

/** The first goods page the list links to (the seed's ids are not fixed). */
async function firstGoodsPath(page: Page, prefix: string): Promise<string> {
  await openHydrated(page, `${prefix}/goods`);
  const href = await goodsCards(page).first().getAttribute('href');
  if (!href) throw new Error('the goods list links to no goods page');
  return href;
}

for (const prefix of ['', '/en']) {
  const locale = prefix === '' ? 'zh-cn' : 'en';

  test(`home page has no serious axe violations (${locale})`, async ({ page }) => {
    await openHydrated(page, prefix || '/');
    await expectNoSeriousViolations(page);
  });

  test(`goods list has no serious axe violations (${locale})`, async ({ page }) => {
    await openHydrated(page, `${prefix}/goods`);
    await expect(goodsCards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(`goods page has no serious axe violations (${locale})`, async ({ page }) => {
    const path = await firstGoodsPath(page, prefix);
    await openHydrated(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(`works list has no serious axe violations (${locale})`, async ({ page }) => {
    await openHydrated(page, `${prefix}/opus`);
    await expect(workCards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test(`work page has no serious axe violations (${locale})`, async ({ page }) => {
    await openHydrated(page, `${prefix}/opus`);
    const path = await workCards(page).first().getAttribute('href');
    await openHydrated(page, path ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('login page has no serious axe violations', async ({ page }) => {
  await openHydrated(page, '/en/login');
  await expectNoSeriousViolations(page);
});

test('personal centre, logged in, has no serious axe violations', async ({ page }) => {
  await signedInAt(page, { nickname: '林晚' });
  await expect(page).toHaveURL(/\/my/);
  await expectNoSeriousViolations(page);
});

test('the cart with a line, logged in, has no serious axe violations', async ({ page }) => {
  test.slow(); // a platform login and three page loads
  await signedInAt(page, { nickname: '林晚' });
  const path = await firstGoodsPath(page, '/en');
  await openHydrated(page, path);
  const add = page.getByRole('button', { name: 'Add to cart', exact: true });
  // The first goods may be an auction or sold out: then the cart may be empty, which is a page too.
  if (await add.isVisible()) {
    await add.click();
    await expect(page.getByTestId('header-cart-count')).toBeVisible();
  }
  await openHydrated(page, '/en/goods/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the logo link and the account button are named after their visible text', async ({ page }) => {
  await signedInAt(page, { nickname: '林晚' });
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Nextland 首页', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: '林晚 账号菜单', exact: true })).toBeVisible();
});
