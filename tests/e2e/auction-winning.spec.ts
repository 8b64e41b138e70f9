// Issue 13, after the bidding: a lot that asks a deposit. The buyer pays the deposit from the lot page (sandbox
// cashier) and bids; the lot closes (the auction clock and its close job moved forward, never a sleep); the
// winner reads the "won" message, confirms on /goods/buy/confirmAuction (hammer price less the deposit, plus
// postage, the deadline shown) and pays; the seller ships the order like any other. In two locales.
import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { solidPng } from '../support/png';
import { nextlandUrl, secondSession } from './accounts-support';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

const SELLER = 'Nextland 官方'; // an official's release goes on sale without review
const BUYER = '访客阿言';
const client = `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`;
const SITE = `${nextlandUrl}/nextland-site/api/framework/v1/site`;
const AUCTION = `${nextlandUrl}/nextland-customer/api/framework/v1/customer/auction`;

const locales = [
  {
    prefix: '',
    depositPay: '交保证金',
    depositHeld: '保证金已冻结',
    won: /恭喜中标/,
    confirm: '确认并付款',
    pay: '确认支付',
    carrier: '快递公司',
    sf: '顺丰速运',
    tracking: '快递单号',
    ship: '确认发货',
    shipped: '已发货',
  },
  {
    prefix: '/en',
    depositPay: 'Pay the deposit',
    depositHeld: 'Your deposit is held',
    won: /You won/,
    confirm: 'Confirm and pay',
    pay: 'Pay',
    carrier: 'Carrier',
    sf: 'SF Express',
    tracking: 'Tracking number',
    ship: 'Mark as shipped',
    shipped: 'Shipped',
  },
] as const;

/** nextland's REST with the session's own token (the BFF holds it in an httpOnly cookie the test may read). */
async function authOf(context: BrowserContext) {
  const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
  expect(token, 'logged in').toBeTruthy();
  return { authorization: client, 'ft-auth': `bearer ${token}` };
}

/** Moves the auction clock and lets the lot timers due by then run. */
let moved = 0;
async function pass(request: APIRequestContext, seconds: number) {
  moved += seconds;
  expect((await request.post(`${nextlandUrl}/dev/clock`, { data: { seconds } })).ok()).toBe(true);
  // The timers are queued at wall-clock times that an earlier move of the auction clock may have put far off;
  // run them all now: each decides by the auction clock and puts itself back when early.
  for (const queue of ['auction.open', 'auction.close']) {
    const advanced = await request.post(`${nextlandUrl}/dev/jobs/advance`, {
      data: { seconds: 31 * 86_400, queue },
    });
    expect(advanced.ok()).toBe(true);
  }
}

/** The seller's lot: start ¥100, a ¥50 deposit, open a minute from now on the auction clock for an hour. */
async function releaseLot(context: BrowserContext, request: APIRequestContext, title: string) {
  const headers = await authOf(context);
  const upload = await request.post(
    `${nextlandUrl}/nextland-customer/api/framework/v1/upload?purpose=listing`,
    {
      headers,
      multipart: { file: { name: 'lot.png', mimeType: 'image/png', buffer: solidPng(96, 96, 0x88) } },
    },
  );
  const image = (await upload.json()) as { data: { url: string } };
  const categories = await request.get(`${SITE}/category/list`, { headers: { authorization: client } });
  const [category] = ((await categories.json()) as { data: { id: string }[] }).data;
  const clock = await request.post(`${nextlandUrl}/dev/clock`, { data: { seconds: 0 } });
  const now = Date.parse(((await clock.json()) as { data: { now: string } }).data.now);
  const created = await request.post(`${SITE}/auction-goods/draft`, {
    headers,
    data: {
      title,
      description: '一件为拍卖测试准备的青瓷小碗。',
      categoryId: Number(category?.id),
      images: [image.data.url],
      auction: {
        startPriceFen: 10_000,
        ladder: [{ fromFen: 0, incrementFen: 1_000 }],
        reserveFen: null,
        depositFen: 5_000,
        startsAt: new Date(now + 60_000).toISOString(),
        endsAt: new Date(now + 60_000 + 3_600_000).toISOString(),
      },
    },
  });
  const draft = (await created.json()) as { code: number; data: { id: string } };
  expect(draft.code, JSON.stringify(draft)).toBe(200);
  const released = await request.post(`${SITE}/goods/release/${draft.data.id}`, { headers });
  const body = (await released.json()) as { code: number; data: { status: number } };
  expect(body, JSON.stringify(body)).toMatchObject({ code: 200, data: { status: 3 } });
  return draft.data.id;
}

test.afterAll(async ({ request }) => {
  // Later specs read the auction clock as the wall clock.
  if (moved !== 0) await request.post(`${nextlandUrl}/dev/clock`, { data: { seconds: -moved } });
});

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const texts of onlyIn(locales, '')) {
  test(`a deposit, a win, confirmed and paid, shipped (${texts.prefix || 'zh-cn'})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const seller = await secondSession(browser);
    try {
      await signedInAt(seller.page, { nickname: SELLER }, `${texts.prefix}/my`);
      const goodsId = await releaseLot(seller.context, seller.page.request, `E2E 拍品 ${Date.now()}`);
      await pass(page.request, 61);

      // The buyer pays the deposit from the lot page, then bids.
      await signedInAt(page, { nickname: BUYER }, `${texts.prefix}/my`);
      await openHydrated(page, `${texts.prefix}/goods/details?id=${goodsId}`);
      await page.getByTestId('deposit-step').getByRole('button', { name: texts.depositPay }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/cashier/'));
      await page.getByRole('button', { name: texts.pay, exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/sandbox-pay/'));
      await openHydrated(page, `${texts.prefix}/goods/details?id=${goodsId}`);
      await expect(page.getByTestId('deposit-step')).toContainText(texts.depositHeld);
      const bid = await page.request.post(`${AUCTION}/bid/${goodsId}`, {
        headers: await authOf(page.context()),
        data: { maxFen: 15_000 },
      });
      expect(((await bid.json()) as { code: number }).code).toBe(200);

      // The end passes: the buyer wins at the start price and is told.
      await pass(page.request, 3_700);
      await expect
        .poll(async () => {
          const view = await page.request.get(`${SITE}/auction/${goodsId}`, {
            headers: { authorization: client },
          });
          return ((await view.json()) as { data: { status: number } }).data.status;
        })
        .toBe(2);
      await page.request.post(`${nextlandUrl}/dev/jobs/drain`);
      await openHydrated(page, `${texts.prefix}/my/msg`);
      await expect(page.getByText(texts.won).first()).toBeVisible();

      // The bill: ¥100 hammer − ¥50 deposit + postage; confirm and pay.
      await openHydrated(page, `${texts.prefix}/goods/buy/confirmAuction?lot=${goodsId}`);
      await expect(page.getByTestId('pay-deadline')).toBeVisible();
      await expect(page.getByTestId('auction-total')).toContainText('100.00');
      await expect(page.getByTestId('auction-total')).toContainText('50.00');
      await page.getByRole('button', { name: texts.confirm }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/cashier/'));
      await page.getByRole('button', { name: texts.pay, exact: true }).click();
      await page.waitForURL((url) => url.pathname.endsWith('/goods/buy/success'));
      const orderLink = page.getByTestId('payment-order').getByRole('link').first();
      const orderId = new URL((await orderLink.getAttribute('href')) ?? '', 'http://x').searchParams.get(
        'id',
      );
      expect(orderId).toMatch(/^\d+$/);

      // The seller ships it as any order.
      await openHydrated(seller.page, `${texts.prefix}/my/order/seller/detail?id=${orderId}`);
      await seller.page.getByRole('button', { name: new RegExp(texts.carrier) }).click();
      await seller.page.getByRole('option', { name: texts.sf }).click();
      await seller.page.getByLabel(texts.tracking).fill('SF7770001234');
      await seller.page.getByRole('button', { name: texts.ship }).click();
      await expect(seller.page.getByTestId('order-status').first()).toHaveText(texts.shipped);
      await openHydrated(page, `${texts.prefix}/my/order/detail?id=${orderId}`);
      await expect(page.getByTestId('order-status').first()).toHaveText(texts.shipped);
    } finally {
      await seller.context.close();
    }
  });
}
