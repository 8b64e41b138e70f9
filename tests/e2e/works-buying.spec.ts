import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// Issue "buying", part "Works catalogue" (decision 0023): a logged-in buyer adds a work to the works cart,
// checks out (one edition, no address, no postage), pays in the sandbox cashier, sees the order completed and
// the work in the library. 林晚 buys (the seed gave her two works already); each locale buys another work.

const BUYER = '林晚';

const locales = [
  {
    prefix: '',
    addToCart: '加入购物车',
    added: /已加入作品购物车/,
    checkout: '去结算',
    placeOrder: '提交订单并付款',
    pay: '确认支付',
    paid: '支付成功',
    completed: '已完成',
    delivered: '已放入你的藏品库',
    openLibrary: '打开我的藏品库',
  },
  {
    prefix: '/en',
    addToCart: 'Add to cart',
    added: /is in your works cart/,
    checkout: 'Check out',
    placeOrder: 'Place order and pay',
    pay: 'Pay',
    paid: 'Payment received',
    completed: 'Completed',
    delivered: 'Delivered to your library',
    openLibrary: 'Open my library',
  },
];

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: { query },
  });
  return ((await response.json()) as { data: T }).data;
}

/** A work on sale with editions left that the buyer (logged in on `request`) does not own; one per locale. */
async function workToBuy(request: APIRequestContext, nth: number): Promise<{ id: string }> {
  type Node = { id: string; title: string; status: string; editionsLeft: number };
  const listed = await graphql<{ worksConnection: { edges: { node: Node }[] } }>(
    request,
    'query WorksBuyingE2e { worksConnection(first: 60) { edges { node { id title status editionsLeft } } } }',
  );
  const owned = await graphql<{ myLibrary: { edges: { node: { work: { id: string } } }[] } }>(
    request,
    'query WorksBuyingE2eLibrary { myLibrary(first: 100) { edges { node { work { id } } } } }',
  );
  const mine = new Set(owned.myLibrary.edges.map((edge) => edge.node.work.id));
  const candidates = listed.worksConnection.edges
    .map((edge) => edge.node)
    .filter((work) => work.status === 'ON_SALE' && work.editionsLeft >= 3 && !mine.has(work.id));
  const work = candidates[nth];
  if (!work) throw new Error('the demo data has no work left to buy');
  return work;
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const [nth, texts] of onlyIn(locales, '/en').entries()) {
  test.describe(`buying works in ${texts.prefix || 'zh-cn'}`, () => {
    test('a work is bought and appears in the library', async ({ page }) => {
      test.setTimeout(180_000);
      await signedInAt(page, { nickname: BUYER }, `${texts.prefix}/my`);
      await expect(page.getByTestId('my-nickname')).toHaveText(BUYER);
      const work = await workToBuy(page.request, nth);

      await openHydrated(page, `${texts.prefix}/opus/details?id=${work.id}`);
      await page
        .getByTestId('work-purchase')
        .getByRole('button', { name: texts.addToCart, exact: true })
        .click();
      await expect(page.getByText(texts.added)).toBeVisible();

      await openHydrated(page, `${texts.prefix}/opus/cart`);
      // Titles are in the reader's language: find the line by the work's id.
      const line = page.locator(`[data-testid="cart-line"][data-item-id="${work.id}"]`);
      await expect(line).toHaveCount(1);
      await expectNoSeriousViolations(page);
      // Other works of earlier runs may wait in the cart: buy this one only.
      for (const other of await page.getByTestId('cart-line').all()) {
        const box = other.getByRole('checkbox');
        const wanted = (await other.getAttribute('data-item-id')) === work.id;
        if ((await box.isChecked()) !== wanted && (await box.isEnabled())) await box.click();
      }
      await page.getByRole('button', { name: texts.checkout }).click();

      await page.waitForURL((url) => url.pathname.endsWith('/opus/buy/confirm'));
      await expect(page.getByTestId('checkout-line')).toHaveCount(1);
      await expect(page.getByTestId('checkout-total')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: texts.placeOrder }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/cashier/'));
      await page.getByRole('button', { name: texts.pay, exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/opus/buy/success'));
      await expect(page.getByTestId('payment-status')).toContainText(texts.paid);
      await expect(page.getByTestId('payment-order')).toContainText(texts.completed);
      await expectNoSeriousViolations(page);

      const href = await page.getByTestId('payment-order').getByRole('link').first().getAttribute('href');
      await openHydrated(page, href ?? '');
      await expect(page.getByTestId('order-status').first()).toHaveText(texts.completed);
      await expect(page.getByTestId('digital-delivery')).toBeVisible();
      await expect(page.getByRole('heading', { name: texts.delivered })).toBeVisible();
      await expect(page.getByTestId('shipment')).toHaveCount(0);

      await page.getByRole('link', { name: texts.openLibrary }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/my/library'));
      const item = page
        .getByTestId('library-item')
        .filter({ has: page.locator(`a[href$="/opus/details?id=${work.id}"]`) });
      await expect(item).toHaveCount(1);
      await expectNoSeriousViolations(page);
    });
  });
}
