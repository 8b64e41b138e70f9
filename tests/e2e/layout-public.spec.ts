import { expect, test } from '@playwright/test';
import { openHydrated } from './support';

// Issue 9, "where a user gets lost": the public shell (404 page, prices, header) in a real browser.

test.describe('the 404 page speaks the page language', () => {
  const cases = [
    {
      path: '/no-such-place',
      title: '页面未找到',
      message: '页面未找到：/no-such-place',
      heading: '没有找到这个页面',
    },
    {
      path: '/zh-tw/no-such-place',
      title: '找不到頁面',
      message: '找不到頁面：/zh-tw/no-such-place',
      heading: '沒有找到這個頁面',
    },
    {
      path: '/en/no-such-place',
      title: 'Page Not Found',
      message: 'Page not found: /en/no-such-place',
      heading: "We couldn't find that page",
    },
  ];
  for (const c of cases) {
    test(`${c.path}`, async ({ page }) => {
      const response = await page.goto(c.path);
      expect(response?.status()).toBe(404);
      await expect(page).toHaveTitle(`${c.title} · Nextland`);
      await expect(page.getByTestId('error-title')).toHaveText(c.title);
      await expect(page.getByTestId('error-message')).toHaveText(c.message);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    });
  }
});

test.describe('prices look the same on a card and on its details page', () => {
  for (const prefix of ['', '/en']) {
    test(`locale ${prefix || '/'}`, async ({ page }) => {
      await openHydrated(page, `${prefix}/goods`);
      // A fixed-price card (auction cards show the current bid, the details page shows it in the auction panel).
      const card = page
        .locator('main ul li article')
        .filter({ hasNotText: /Auction|拍卖/ })
        .first();
      const cardPrice = (await card.getByTestId('price').textContent())?.trim();
      expect(cardPrice).toMatch(/¥/);
      await card.locator('a[href*="/goods/details?id="]').click();
      await expect(page).toHaveURL(/details/);
      await expect(page.locator('section[aria-labelledby="price-heading"]').getByTestId('price')).toHaveText(
        cardPrice ?? '',
      );
    });
  }
});

test.describe('at 1280 px every header link is visible', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const prefix of ['', '/en', '/zh-tw']) {
    test(`locale ${prefix || '/'}`, async ({ page }) => {
      await openHydrated(page, `${prefix}/goods`);
      const nav = page.locator('header nav').first();
      const links = nav.locator('a');
      expect(await links.count()).toBe(9);
      // Nothing scrolls out of the bar or fades under its edge.
      const overflow = await nav.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const navBox = await nav.boundingBox();
      for (const link of await links.all()) {
        await expect(link).toBeVisible();
        const box = await link.boundingBox();
        expect(box && navBox && box.x >= navBox.x && box.x + box.width <= navBox.x + navBox.width + 0.5).toBe(
          true,
        );
      }
      const locales = page.locator('header nav').nth(1);
      const localesBox = await locales.boundingBox();
      const lastBox = await links.last().boundingBox();
      expect(lastBox && localesBox && lastBox.x + lastBox.width <= localesBox.x).toBe(true);
    });
  }
});

test.describe('the mobile header menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { prefix, name } of [
    { prefix: '', name: '菜单' },
    { prefix: '/en', name: 'Menu' },
  ]) {
    test(`a menu: arrow keys move through it, Escape closes it and focus returns to its button (${name})`, async ({
      page,
    }) => {
      await openHydrated(page, `${prefix}/goods`);
      // The react-aria menu replaces the server-rendered stand-in button once its chunk has loaded.
      await expect(page.locator('header [data-menu-stand-in]')).toHaveCount(0);
      const toggle = page.getByRole('button', { name, exact: true });
      await toggle.click();
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      const items = menu.getByRole('menuitem');
      // Nine areas and three languages.
      await expect(items).toHaveCount(12);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // From the keyboard: ArrowDown opens it on the first item, arrows move, End reaches the languages.
      await page.keyboard.press('ArrowDown');
      await expect(menu).toBeVisible();
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(items.last()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      // An item is a link that Vike follows; the menu closes.
      await toggle.click();
      await items.nth(2).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/cocreate$`));
      await expect(menu).toBeHidden();
    });
  }
});
