// https://playwright.dev/docs/accessibility-testing — axe-core on the pages of a logged-in demo account. The public
// catalogue and the login page: accessibility-public.spec.ts.
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { firstGoodsPath, openHydrated } from './support';

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
