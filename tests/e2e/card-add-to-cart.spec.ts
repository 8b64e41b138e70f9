import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// Issue "buying", carts: "Add to cart" from the goods cards on /goods and the works cards on /opus — one piece
// (one edition), the cart API's rules and translated refusals, the header badge, a visitor asked to log in and
// brought back to the item; by keyboard, with axe, at 1920 and 390 px.

const locales = [
  {
    prefix: '',
    browserLocale: 'zh-CN',
    promptTitle: '登录 Nextland',
    addCard: /^将“.+”加入购物车$/,
    // Chinese has one plural form: the count is always said.
    goodsAdded: (title: string) => `已将 1 件“${title}”加入购物车。`,
    workAdded: (title: string) => `“${title}”已加入作品购物车`,
    owned: '该作品已在你的藏品库中',
  },
  {
    prefix: '/en',
    browserLocale: 'en-US',
    promptTitle: 'Log in to Nextland',
    addCard: /^Add “.+” to cart$/,
    goodsAdded: (title: string) => `Added “${title}” to your cart.`,
    workAdded: (title: string) => `“${title}” is in your works cart`,
    owned: 'This work is already in your library',
  },
];

const SHOTS = 'test-results/card-add-to-cart';

/** Goods cards with an "Add to cart" button (fixed price, on sale, in stock). */
function buyableGoodsCards(page: Page): Locator {
  return page.locator('main ul li article').filter({ has: page.getByTestId('card-add-to-cart') });
}

/** The id in a goods card's details link. */
async function goodsIdOf(card: Locator): Promise<string> {
  const href = await card.locator('a[href*="/goods/details?id="]').getAttribute('href');
  return new URL(href ?? '', 'http://x').searchParams.get('id') ?? '';
}

async function titleOf(card: Locator): Promise<string> {
  return ((await card.locator('h3 a').textContent()) ?? '').trim();
}

function message(page: Page, text: string): Locator {
  return page.locator('[data-type]', { hasText: text });
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const locale of onlyIn(locales, '/en'))
  test.describe(`add to cart from a card in ${locale.prefix || 'zh-cn'}`, () => {
    test.use({ locale: locale.browserLocale });
    const tag = locale.prefix.slice(1) || 'zh-cn';

    test('a visitor pressing Add to cart on a goods card is asked to log in and comes back to the goods', async ({
      page,
    }) => {
      test.slow(); // a platform login round trip on a shared machine
      await openHydrated(page, `${locale.prefix}/goods`);
      const card = buyableGoodsCards(page).first();
      const id = await goodsIdOf(card);
      await card.getByRole('button', { name: locale.addCard }).click();
      const prompt = page.getByRole('dialog', { name: locale.promptTitle });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: /WeChat|微信/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/wx-standin/'));
      await page.getByRole('button', { name: /^(\? )?林晚 / }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/goods/details\\?id=${id}$`), {
        timeout: 30_000,
      });
      await expect(page.getByTestId('header-nickname')).toHaveText('林晚');
    });

    test('goods and works go in their carts from the cards, by keyboard too; the badge follows; a work stays one edition', async ({
      page,
    }) => {
      test.slow(); // registration, several page loads
      await signedInAt(page, { newUser: true }, `${locale.prefix}/my`);

      await openHydrated(page, `${locale.prefix}/goods`);
      const [first, second] = [buyableGoodsCards(page).nth(0), buyableGoodsCards(page).nth(1)];
      const firstTitle = await titleOf(first);
      const secondTitle = await titleOf(second);
      const [firstId, secondId] = [await goodsIdOf(first), await goodsIdOf(second)];
      await first.getByRole('button', { name: locale.addCard }).click();
      await expect(message(page, locale.goodsAdded(firstTitle))).toBeVisible();
      await expect(page.getByTestId('header-cart-count')).toHaveText('1');
      // By keyboard: the button is its own tab stop after the card's link.
      await second.locator('h3 a').focus();
      await page.keyboard.press('Tab');
      await expect(second.getByRole('button', { name: locale.addCard })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(message(page, locale.goodsAdded(secondTitle))).toBeVisible();
      await expect(page.getByTestId('header-cart-count')).toHaveText('2');
      await expectNoSeriousViolations(page);
      for (const width of [1920, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 1080 });
        await first.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await first.screenshot({ path: `${SHOTS}/goods-card-${tag}-${width}.png` });
      }
      await page.setViewportSize({ width: 1440, height: 900 });

      await openHydrated(page, `${locale.prefix}/goods/cart`);
      for (const id of [firstId, secondId]) {
        await expect(page.locator(`[data-testid="cart-line"][data-item-id="${id}"]`)).toHaveCount(1);
      }

      await openHydrated(page, `${locale.prefix}/opus`);
      const work = page
        .locator('main ul li article[data-work-id]')
        .filter({ has: page.getByTestId('card-add-to-cart') })
        .first();
      const workId = (await work.getAttribute('data-work-id')) ?? '';
      const workTitle = await titleOf(work);
      const add = work.getByRole('button', { name: locale.addCard });
      await add.click();
      await expect(message(page, locale.workAdded(workTitle))).toHaveAttribute('role', 'status');
      // The header badge counts both carts: two goods lines and the work.
      await expect(page.getByTestId('header-cart-count')).toHaveText('3');
      // A second press keeps the one edition (the works cart's line is always quantity 1).
      await page
        .getByRole('button', { name: /关闭消息|Close message/ })
        .first()
        .click();
      await add.click();
      await expect(message(page, locale.workAdded(workTitle))).toBeVisible();
      await expectNoSeriousViolations(page);
      for (const width of [1920, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 1080 });
        await work.evaluate((element) => element.scrollIntoView({ block: 'center' }));
        await page.screenshot({ path: `${SHOTS}/opus-${tag}-${width}.png` });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await openHydrated(page, `${locale.prefix}/opus/cart`);
      await expect(page.getByTestId('cart-line')).toHaveCount(1);
      await expect(page.locator(`[data-testid="cart-line"][data-item-id="${workId}"]`)).toHaveCount(1);
    });

    test('a work already in the library is refused from its card with the API’s message', async ({
      page,
    }) => {
      test.slow();
      await signedInAt(page, { nickname: '林晚' });
      await openHydrated(page, `${locale.prefix}/my/library`);
      const owned = page.getByTestId('library-item').first();
      const href = (await owned.getByRole('link').getAttribute('href')) ?? '';
      const id = new URL(href, 'http://x').searchParams.get('id') ?? '';
      const title = ((await owned.locator('span').first().textContent()) ?? '').trim();
      await openHydrated(page, `${locale.prefix}/opus?keyword=${encodeURIComponent(title)}`);
      const card = page.locator(`main ul li article[data-work-id="${id}"]`);
      await card.getByRole('button', { name: locale.addCard }).click();
      await expect(message(page, locale.owned)).toBeVisible();
      await expect(message(page, locale.owned)).toHaveAttribute('role', 'alert');
    });
  });
