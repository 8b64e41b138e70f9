import { expect, test } from '@playwright/test';
import { goodsCards, openHydrated } from './support';

// Issue 9: going back from a goods page to the list restores the items loaded ("load more" by infinite
// scroll) and the scroll position, without fetching the list again from page 1.

// Once, in one locale: the behaviour does not depend on it, and the locales take turns across specs (issue 25).
for (const prefix of ['/zh-tw']) {
  test(`back from a goods page restores the loaded list and its scroll position (${prefix || 'zh-cn'})`, async ({
    page,
  }) => {
    test.slow(); // several page loads (and a platform login round trip) on a shared CI machine
    await openHydrated(page, `${prefix}/goods`);
    await expect(goodsCards(page)).toHaveCount(10);
    await page.mouse.wheel(0, 100_000);
    await expect(goodsCards(page)).toHaveCount(20);
    await page.mouse.wheel(0, 100_000);
    await expect(goodsCards(page)).toHaveCount(30);

    // Bring a card of the third page into view and open it, as a reader would.
    const card = goodsCards(page).nth(24);
    await card.scrollIntoViewIfNeeded();
    // Scrolling this far may load the next page: let it finish, so what is restored is what was loaded.
    await page.waitForLoadState('networkidle');
    const loaded = await goodsCards(page).count();
    expect(loaded).toBeGreaterThanOrEqual(30);
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(1000);
    const href = await card.getAttribute('href');
    await card.click();
    await expect(page).toHaveURL(/\/goods\/details\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Requests for the list from its start (no `after` cursor): going back must not make any.
    const listRequests: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      const fromStart = !/"after":"/.test(body);
      if (request.url().includes('/graphql') && body.includes('GoodsListPage') && fromStart)
        listRequests.push(body);
    });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${prefix}/goods$`));
    // Everything loaded is back. (The restored page may then load the next one: the reader is near its end.)
    await expect.poll(() => goodsCards(page).count()).toBeGreaterThanOrEqual(loaded);
    await expect(page.locator(`main a[href="${href}"]`)).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 50);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrollY + 50);
    expect(listRequests, 'the list is not fetched again from its start').toEqual([]);
  });
}
