import { expect, test } from '@playwright/test';
import { goodsCards, openHydrated } from './support';

test('the loading bar runs through a navigation and lingers after it completes', async ({ page }) => {
  await openHydrated(page, '/en/goods');
  // Slow the next page's data down so the "starting" state can be observed.
  await page.route('**/*.pageContext.json*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  const bar = page.getByRole('progressbar');
  await expect(bar).toHaveCount(0);
  await goodsCards(page).first().click();
  await expect(bar).toHaveAttribute('data-state', 'starting');
  // The new page is on screen, yet the bar stays for a while (it finishes 1000 ms after loading; the
  // exact timing is covered by the store's unit tests with fake timers).
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Goods & auctions');
  await expect(bar).toHaveCount(1);
  await expect(bar).toHaveCount(0, { timeout: 5000 });
});

test('every area in the header navigation opens a page (no dead links)', async ({ page, request }) => {
  await openHydrated(page, '/en');
  const hrefs = await page
    .getByRole('navigation', { name: 'Main' })
    .first()
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(9);
  for (const href of hrefs) {
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
  }
});

test('the home page has a real goods section', async ({ page }) => {
  await openHydrated(page, '/en');
  await expect(page.locator('main a[href*="/en/goods/details?id="]').first()).toBeVisible();
});

test('client navigation scrolls back to the top', async ({ page }) => {
  await openHydrated(page, '/en/goods');
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await goodsCards(page).nth(8).click();
  await expect(page).toHaveURL(/details/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
