import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { nextlandUrl, secondSession } from './accounts-support';
import { signedInAt } from './sessions';
import { openHydrated } from './support';

// Issue "buying", end to end: a buyer puts goods of two sellers in the cart, checks out once (two orders, one
// payment), pays in the sandbox cashier; the seller ships in a second browser; the buyer's order page shows
// "shipped" live, and the buyer confirms receipt. Then an unpaid order expires when the job queue's clock is
// moved past the pay window (no sleep). Buyer 访客阿言 has a demo address; 林晚 sells demo goods.

const BUYER = '访客阿言';
const SELLER = '林晚';

const locales = [
  {
    prefix: '',
    addToCart: '加入购物车',
    added: /已将.*加入购物车/,
    checkout: '去结算',
    placeOrder: '提交订单并付款',
    pay: '确认支付',
    paid: '支付成功',
    status: {
      shipment: '待发货',
      shipped: '已发货',
      completed: '已完成',
      cancelled: '已取消',
      payment: '待付款',
    },
    carrier: '快递公司',
    sf: '顺丰速运',
    tracking: '快递单号',
    ship: '确认发货',
    confirm: '确认收货',
  },
  {
    prefix: '/en',
    addToCart: 'Add to cart',
    added: /Added .* to your cart/,
    checkout: 'Check out',
    placeOrder: 'Place order and pay',
    pay: 'Pay',
    paid: 'Payment received',
    status: {
      shipment: 'Awaiting shipment',
      shipped: 'Shipped',
      completed: 'Completed',
      cancelled: 'Cancelled',
      payment: 'Awaiting payment',
    },
    carrier: 'Carrier',
    sf: 'SF Express',
    tracking: 'Tracking number',
    ship: 'Mark as shipped',
    confirm: 'Confirm receipt',
  },
];

type Listed = { id: string; stock: number; status: string; seller: { nickname: string } };

/** One fixed-price goods on sale of SELLER and one of another seller, each with a unit left. */
async function twoSellersGoods(request: APIRequestContext): Promise<[Listed, Listed]> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: {
      query: `query BuyingE2eGoods { goodsConnection(filter: { saleType: FIXED_PRICE }, first: 100) {
        edges { node { id stock status seller { nickname } } } } }`,
    },
  });
  const body = (await response.json()) as { data: { goodsConnection: { edges: { node: Listed }[] } } };
  const onSale = body.data.goodsConnection.edges
    .map((edge) => edge.node)
    .filter((goods) => goods.status === 'ON_SALE' && goods.stock >= 1);
  const hers = onSale.find((goods) => goods.seller.nickname === SELLER);
  const other = onSale.find((goods) => goods.seller.nickname !== SELLER);
  if (!hers || !other)
    throw new Error(`the demo data has no goods on sale of ${SELLER} and of another seller`);
  return [hers, other];
}

async function stockOf(request: APIRequestContext, goodsId: string): Promise<number> {
  const response = await request.post('/graphql', {
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    data: {
      query: 'query BuyingE2eStock($id: ID!) { goods(id: $id) { stock } }',
      variables: { id: goodsId },
    },
  });
  const body = (await response.json()) as { data: { goods: { stock: number } } };
  return body.data.goods.stock;
}

async function addToCart(page: Page, prefix: string, goodsId: string, texts: (typeof locales)[number]) {
  await openHydrated(page, `${prefix}/goods/details?id=${goodsId}`);
  await page.getByTestId('buy-box').getByRole('button', { name: texts.addToCart, exact: true }).click();
  await expect(page.getByText(texts.added)).toBeVisible();
}

/** From the cart to the sandbox cashier and back: answers the success page's order links by seller. */
async function checkoutAndPay(page: Page, prefix: string, texts: (typeof locales)[number]) {
  await openHydrated(page, `${prefix}/goods/cart`);
  await page.getByRole('button', { name: texts.checkout }).click();
  await expect(page.getByTestId('checkout-seller')).toHaveCount(2);
  await page.getByRole('button', { name: texts.placeOrder }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/cashier/'));
  await page.getByRole('button', { name: texts.pay, exact: true }).click();
  await page.waitForURL((url) => url.pathname.endsWith('/goods/buy/success'));
  await expect(page.getByTestId('payment-status')).toContainText(texts.paid);
  await expect(page.getByTestId('payment-order')).toHaveCount(2);
}

// Each journey runs once, in its own locale (issue 25): the first in zh-cn, the second in en.
const [zhCn, en] = locales as [(typeof locales)[number], (typeof locales)[number]];

test.describe(`buying in ${zhCn.prefix || 'zh-cn'}`, () => {
  const texts = zhCn;
  test('two sellers, one payment, shipped in another browser, seen live, receipt confirmed', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const [hers, other] = await twoSellersGoods(page.request);
    await signedInAt(page, { nickname: BUYER }, `${texts.prefix}/my`);
    await addToCart(page, texts.prefix, hers.id, texts);
    await addToCart(page, texts.prefix, other.id, texts);
    await checkoutAndPay(page, texts.prefix, texts);

    const hersOrder = page.getByTestId('payment-order').filter({ hasText: SELLER });
    const href = await hersOrder.getByRole('link').first().getAttribute('href');
    const orderId = new URL(href ?? '', 'http://x').searchParams.get('id');
    expect(orderId).toMatch(/^\d+$/);
    await openHydrated(page, `${texts.prefix}/my/order/detail?id=${orderId}`);
    await expect(page.getByTestId('order-status').first()).toHaveText(texts.status.shipment);

    const seller = await secondSession(browser);
    try {
      await signedInAt(seller.page, { nickname: SELLER }, `${texts.prefix}/my`);
      await openHydrated(seller.page, `${texts.prefix}/my/order/seller/detail?id=${orderId}`);
      await seller.page.getByRole('button', { name: new RegExp(texts.carrier) }).click();
      await seller.page.getByRole('option', { name: texts.sf }).click();
      await seller.page.getByLabel(texts.tracking).fill('SF1234567890');
      await seller.page.getByRole('button', { name: texts.ship }).click();
      await expect(seller.page.getByTestId('order-status').first()).toHaveText(texts.status.shipped);
    } finally {
      await seller.context.close();
    }

    // The buyer's page was open all along: the shipment arrives over the live channel, without a reload.
    await expect(page.getByTestId('order-status').first()).toHaveText(texts.status.shipped, {
      timeout: 15_000,
    });
    await expect(page.getByTestId('shipment')).toContainText('SF1234567890');
    await page.getByRole('button', { name: texts.confirm }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByTestId('order-status').first()).toHaveText(texts.status.completed);
    await expect(page.getByTestId('timeline-step')).toHaveCount(4);
  });
});

test.describe(`buying in ${en.prefix}`, () => {
  const texts = en;
  test('an unpaid order expires when the pay window has passed, and its unit is back', async ({ page }) => {
    test.setTimeout(120_000);
    const [, other] = await twoSellersGoods(page.request);
    await signedInAt(page, { nickname: BUYER }, `${texts.prefix}/my`);
    await openHydrated(page, `${texts.prefix}/goods/buy?goodsId=${other.id}&quantity=1`);
    await page.getByRole('button', { name: texts.placeOrder }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/cashier/'));
    const paymentId = new URL(page.url()).pathname.split('/').at(-1);
    await openHydrated(page, `${texts.prefix}/my/order?status=awaitingPayment`);
    const card = page.getByTestId('order-card').first();
    await expect(card.getByTestId('order-status')).toHaveText(texts.status.payment);
    const stockBefore = await stockOf(page.request, other.id);

    // The queue's clock moves past the 30-minute window; the expiry job runs and the page hears of it.
    const moved = await page.request.post(`${nextlandUrl}/dev/jobs/advance`, {
      data: { seconds: 31 * 60, queue: 'order.expire' },
    });
    expect(moved.ok()).toBe(true);
    await openHydrated(page, `${texts.prefix}/my/order/purchaseOrders`);
    await expect(page.getByTestId('payment-card').first()).toContainText(texts.status.cancelled);
    expect(await stockOf(page.request, other.id)).toBe(stockBefore + 1);
    expect(paymentId).toMatch(/^\d+$/);
  });
});
