import { type APIRequestContext, expect, test } from '@playwright/test';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// The header's cart counts both carts (goods and works, decision 0023): a new buyer adds goods, then a work;
// the badge shows the total, the cart button offers the two carts with their counts, and removing the work
// leaves a plain link to the goods cart again.

const locales = [
  {
    prefix: '',
    browserLocale: 'zh-CN',
    addToCart: '加入购物车',
    goodsAdded: /已将.*加入购物车/,
    workAdded: /已加入作品购物车/,
    cart: (count: number) => `购物车，共 ${count} 件`,
    goodsCart: '商品购物车，1 件商品',
    worksCart: '作品购物车，1 件作品',
    remove: /^删除/,
  },
  {
    prefix: '/en',
    browserLocale: 'en-US',
    addToCart: 'Add to cart',
    goodsAdded: /Added .* to your cart/,
    workAdded: /is in your works cart/,
    cart: (count: number) => `Cart, ${count} item${count === 1 ? '' : 's'}`,
    goodsCart: 'Goods cart, 1 item',
    worksCart: 'Works cart, 1 work',
    remove: /^Remove/,
  },
  {
    prefix: '/zh-tw',
    browserLocale: 'zh-TW',
    addToCart: '加入購物車',
    goodsAdded: /已將.*加入購物車/,
    workAdded: /已加入作品購物車/,
    cart: (count: number) => `購物車，共 ${count} 件`,
    goodsCart: '商品購物車，1 件商品',
    worksCart: '作品購物車，1 件作品',
    remove: /^刪除/,
  },
];

const SHOTS = 'test-results/header-cart';

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A fixed-price goods and a work, both on sale with units left. */
async function itemsToAdd(request: APIRequestContext): Promise<{ goodsId: string; workId: string }> {
  type Goods = { id: string; status: string; stock: number };
  type Work = { id: string; status: string; editionsLeft: number };
  const data = await graphql<{
    goodsConnection: { edges: { node: Goods }[] };
    worksConnection: { edges: { node: Work }[] };
  }>(
    request,
    `query HeaderCartE2e {
      goodsConnection(filter: { saleType: FIXED_PRICE }, first: 30) { edges { node { id status stock } } }
      worksConnection(first: 30) { edges { node { id status editionsLeft } } }
    }`,
  );
  const goods = data.goodsConnection.edges.find((e) => e.node.status === 'ON_SALE' && e.node.stock >= 1);
  const work = data.worksConnection.edges.find(
    (e) => e.node.status === 'ON_SALE' && e.node.editionsLeft >= 1,
  );
  if (!goods || !work) throw new Error('the demo data has no goods or work on sale');
  return { goodsId: goods.node.id, workId: work.node.id };
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const texts of onlyIn(locales, '/zh-tw'))
  test.describe(`header cart in ${texts.prefix || 'zh-cn'}`, () => {
    test.use({ locale: texts.browserLocale });

    test('counts goods and works lines, and offers both carts when both hold lines', async ({ page }) => {
      test.setTimeout(180_000);
      await signedInAt(page, { newUser: true }, `${texts.prefix}/my`);
      const { goodsId, workId } = await itemsToAdd(page.request);
      const header = page.getByRole('banner');
      const badge = page.getByTestId('header-cart-count');

      await openHydrated(page, `${texts.prefix}/goods/details?id=${goodsId}`);
      await page.getByTestId('buy-box').getByRole('button', { name: texts.addToCart, exact: true }).click();
      await expect(page.getByText(texts.goodsAdded)).toBeVisible();
      await expect(badge).toHaveText('1');
      await expect(header.getByRole('link', { name: texts.cart(1) })).toHaveAttribute(
        'href',
        `${texts.prefix}/goods/cart`,
      );

      await openHydrated(page, `${texts.prefix}/opus/details?id=${workId}`);
      await page
        .getByTestId('work-purchase')
        .getByRole('button', { name: texts.addToCart, exact: true })
        .click();
      await expect(page.getByText(texts.workAdded)).toBeVisible();
      await expect(badge).toHaveText('2');

      await header.getByRole('button', { name: texts.cart(2) }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: texts.goodsCart })).toHaveAttribute(
        'href',
        `${texts.prefix}/goods/cart`,
      );
      const works = menu.getByRole('menuitem', { name: texts.worksCart });
      await expect(works).toHaveAttribute('href', `${texts.prefix}/opus/cart`);
      const name = texts.prefix.slice(1) || 'zh-cn';
      await page.screenshot({ path: `${SHOTS}/menu-${name}-1440.png` });
      await works.click();
      await page.waitForURL((url) => url.pathname === `${texts.prefix}/opus/cart`);

      // Removing the work leaves one cart with lines: the header is a plain link to it again.
      await page.getByTestId('cart-line').getByRole('button', { name: texts.remove }).click();
      await expect(badge).toHaveText('1');
      await expect(header.getByRole('link', { name: texts.cart(1) })).toHaveAttribute(
        'href',
        `${texts.prefix}/goods/cart`,
      );
    });
  });
