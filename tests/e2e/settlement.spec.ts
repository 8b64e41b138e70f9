import { expect, test } from '@playwright/test';
import { nextlandUrl, secondSession } from './accounts-support';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { paidOrderOf, shipAndConfirm } from './settlement-support';
import { onlyIn, openHydrated } from './support';

// Issue 12, settlement (decision 0027 §5): 访客阿言 buys from 林晚, who ships; the order is completed. Within
// the after-sales window it is not settled; the queue's clock then moves the sweep 8 days on (the test setting
// buying.spec uses for the pay window, no sleep) and 林晚's /my/dashboard shows the order settled and paid
// out to her default card (the demo card ending 1234). In two locales; axe on the page.

const BUYER = '访客阿言';

/** The first amount of money in a text (`¥1,234.50` → 123450). */
function fenIn(text: string | null): number {
  const match = /¥([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no amount in ${text}`);
  return Number(`${match[1]?.replace(/,/g, '')}${match[2]}`);
}
const SELLER = '林晚';

const locales = [
  {
    prefix: '',
    heading: '结算记录',
    paidTab: /^已打款/,
    paid: '已打款',
    payoutPaid: '已到账',
  },
  {
    prefix: '/en',
    heading: 'Settlement records',
    paidTab: /^Paid/,
    paid: 'Paid',
    payoutPaid: 'Paid',
  },
  {
    prefix: '/zh-tw',
    heading: '結算紀錄',
    paidTab: /^已撥款/,
    paid: '已撥款',
    payoutPaid: '已到帳',
  },
];

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const texts of onlyIn(locales, '/zh-tw')) {
  test(`a completed order is settled after the window and paid out (${texts.prefix || 'zh-CN'})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signedInAt(page, { nickname: BUYER }, `${texts.prefix}/my`);
    const order = await paidOrderOf(page, SELLER);
    const seller = await secondSession(browser);
    try {
      await signedInAt(seller.page, { nickname: SELLER }, `${texts.prefix}/my`);
      await shipAndConfirm(seller.page.request, page.request, order.id);

      await openHydrated(seller.page, `${texts.prefix}/my/dashboard`);
      await expect(seller.page.getByRole('heading', { name: texts.heading })).toBeVisible();
      // The ledger's incoming total holds the sale until it settles.
      const incoming = seller.page.getByTestId('settlement-total-incoming');
      const incomingBefore = fenIn(await incoming.textContent());
      expect(incomingBefore).toBeGreaterThanOrEqual(order.totalFen);
      const row = seller.page.getByTestId('settlement-row').filter({ hasText: order.number });
      await seller.page.getByRole('tab', { name: texts.paidTab }).click();
      await expect(seller.page.getByTestId('settlement-row').first()).toBeVisible();
      await expect(row).toHaveCount(0);

      // The sweep's clock moves past the 7-day window; the sweep settles the order and its payout is paid.
      const moved = await seller.page.request.post(`${nextlandUrl}/dev/jobs/advance`, {
        data: { seconds: 8 * 86_400, queue: 'settlement.sweep' },
      });
      expect(moved.ok()).toBe(true);
      await openHydrated(seller.page, `${texts.prefix}/my/dashboard`);
      await seller.page.getByRole('tab', { name: texts.paidTab }).click();
      await expect(row).toBeVisible();
      await expect(row.getByTestId('state-badge')).toHaveText(texts.paid);
      // Settled: the sale (and any other sale the sweep settled) has left the incoming total.
      expect(fenIn(await incoming.textContent())).toBeLessThanOrEqual(incomingBefore - order.totalFen);
      await expect(row.getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`order/seller/detail\\?id=${order.id}$`),
      );
      const payout = seller.page.getByTestId('payout-row').first();
      await expect(payout).toContainText('**** **** **** 1234');
      await expect(payout.getByTestId('state-badge')).toHaveText(texts.payoutPaid);
      await expectNoSeriousViolations(seller.page);
    } finally {
      await seller.context.close();
    }
  });
}
