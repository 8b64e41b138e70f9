// https://playwright.dev/docs/accessibility-testing — axe-core on the public catalogue and the login page, as an
// anonymous visitor (read-only: runs beside the journeys). The personal centre's pages: accessibility.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-support';
import { firstGoodsPath, goodsCards, openHydrated } from './support';

function workCards(page: Page) {
  return page.locator('main ul li a[href*="/opus/details?id="]');
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
