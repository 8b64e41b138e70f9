import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// axe on the buying pages (issue "buying": no serious violation on the new pages), in two locales: the
// buyer's and the seller's order lists and details, the payments list, and checkout up to the cashier. 林晚
// has demo orders in every status on both sides and a demo address.

const locales = [
  { prefix: '', buyNow: '立即购买' },
  { prefix: '/en', buyNow: 'Buy now' },
];

async function settledList(page: Page, testId: string) {
  await expect(page.getByTestId(testId).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Loading|加载/ })).toHaveCount(0);
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const { prefix, buyNow } of onlyIn(locales, '/en')) {
  // One login per locale for all the pages (each login costs a platform round trip).
  test(`order pages and checkout ${prefix || '/'} have no serious axe violations`, async ({ page }) => {
    test.setTimeout(150_000);
    await signedInAt(page, { nickname: '林晚' });

    // The buyer's orders, one order, the payments.
    await openHydrated(page, `${prefix}/my/order`);
    await settledList(page, 'order-card');
    await expectNoSeriousViolations(page);
    await page.getByTestId('order-card').first().getByRole('link').first().click();
    await expect(page.getByTestId('order-status').first()).toBeVisible();
    await expect(page.getByTestId('timeline-step').first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await openHydrated(page, `${prefix}/my/order/purchaseOrders`);
    await settledList(page, 'payment-card');
    await expectNoSeriousViolations(page);

    // The seller's orders to ship, and one with its shipping form.
    await openHydrated(page, `${prefix}/my/order?role=seller&status=awaitingShipment`);
    await settledList(page, 'order-card');
    await expectNoSeriousViolations(page);
    await page.getByTestId('order-card').first().getByRole('link').first().click();
    await expect(page.getByRole('button', { name: /快递公司|Carrier/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    // Checkout from Buy now on a fixed-price goods of another seller with stock.
    await openHydrated(page, `${prefix}/goods?saleType=0`);
    const cards = page.locator('main ul li a[href*="/goods/details?id="]');
    await expect(cards.first()).toBeVisible();
    const hrefs = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs.slice(0, 12)) {
      await openHydrated(page, href ?? '');
      const button = page.getByTestId('buy-box').getByRole('button', { name: buyNow, exact: true });
      if (await button.isEnabled().catch(() => false)) {
        await button.click();
        break;
      }
    }
    await expect(page).toHaveURL(/\/goods\/buy/);
    await expect(page.getByTestId('checkout-seller').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
