import { expect, test } from '@playwright/test';
import { solidPng } from '../support/png';
import { loginThroughPlatform, nextlandUrl, secondSession } from './accounts-support';
import { openHydrated } from './support';

const client = `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`;
const SITE = `${nextlandUrl}/nextland-site/api/framework/v1/site`;
const AUCTION = `${nextlandUrl}/nextland-customer/api/framework/v1/customer/auction`;
const dir = '/tmp/shots-int';

test('screens', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const seller = await secondSession(browser);
  await loginThroughPlatform(seller.page, /^(\? )?Nextland 官方 /, '/login');
  await expect(seller.page.getByTestId('my-nickname')).toHaveText('Nextland 官方');
  const token = (await seller.context.cookies()).find((c) => c.name === 'token')?.value;
  const headers = { authorization: client, 'ft-auth': `bearer ${token}` };
  const upload = await seller.page.request.post(
    `${nextlandUrl}/nextland-customer/api/framework/v1/upload?purpose=listing`,
    {
      headers,
      multipart: { file: { name: 'lot.png', mimeType: 'image/png', buffer: solidPng(400, 400, 0x6a) } },
    },
  );
  const image = (await upload.json()) as { data: { url: string } };
  const cats = (await (
    await seller.page.request.get(`${SITE}/category/list`, { headers: { authorization: client } })
  ).json()) as { data: { id: string }[] };
  const now = Date.now();
  const made = await seller.page.request.post(`${SITE}/auction-goods/draft`, {
    headers,
    data: {
      title: '宋式青瓷莲瓣碗',
      description: '龙泉窑青瓷，釉色温润。',
      categoryId: Number(cats.data[0]?.id),
      images: [image.data.url],
      auction: {
        startPriceFen: 120_000,
        ladder: [{ fromFen: 0, incrementFen: 5_000 }],
        reserveFen: null,
        depositFen: 20_000,
        startsAt: new Date(now + 60_000).toISOString(),
        endsAt: new Date(now + 3_660_000).toISOString(),
      },
    },
  });
  const id = ((await made.json()) as { data: { id: string } }).data.id;
  await seller.page.request.post(`${SITE}/goods/release/${id}`, { headers });
  await page.request.post(`${nextlandUrl}/dev/clock`, { data: { seconds: 61 } });
  for (const queue of ['auction.open'])
    await page.request.post(`${nextlandUrl}/dev/jobs/advance`, { data: { seconds: 86400, queue } });

  await loginThroughPlatform(page, /^(\? )?访客阿言 /, '/login');
  for (const [w, h] of [
    [1920, 1080],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await openHydrated(page, `/goods/details?id=${id}`);
    await expect(page.getByTestId('deposit-step')).toBeVisible();
    await page.screenshot({ path: `${dir}/lot-deposit-zh-${w}.png`, fullPage: w === 390 });
  }
  // Pay deposit via UI, bid via REST, close.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.getByTestId('deposit-step').getByRole('button').click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-pay/cashier/'));
  await page.screenshot({ path: `${dir}/cashier-deposit.png` });
  await page.getByRole('button', { name: '确认支付', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sandbox-pay/'));
  await page.screenshot({ path: `${dir}/after-deposit-zh-1920.png` });
  const btoken = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  await page.request.post(`${AUCTION}/bid/${id}`, {
    headers: { authorization: client, 'ft-auth': `bearer ${btoken}` },
    data: { maxFen: 150_000 },
  });
  await openHydrated(page, `/en/goods/details?id=${id}`);
  await page.screenshot({ path: `${dir}/lot-bidding-en-1920.png` });
  await page.request.post(`${nextlandUrl}/dev/clock`, { data: { seconds: 3700 } });
  await page.request.post(`${nextlandUrl}/dev/jobs/advance`, {
    data: { seconds: 31 * 86400, queue: 'auction.close' },
  });
  await page.waitForTimeout(1500);
  await page.request.post(`${nextlandUrl}/dev/jobs/drain`);
  await openHydrated(page, `/goods/details?id=${id}`);
  await page.screenshot({ path: `${dir}/lot-won-zh-1920.png` });
  for (const [w, h, prefix] of [
    [1920, 1080, ''],
    [390, 844, '/en'],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await openHydrated(page, `${prefix}/goods/buy/confirmAuction?lot=${id}`);
    await expect(page.getByTestId('auction-total')).toBeVisible();
    await page.screenshot({ path: `${dir}/confirm-${prefix || 'zh'}-${w}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openHydrated(page, '/my/msg');
  await page.screenshot({ path: `${dir}/msg-zh-1920.png` });
  await openHydrated(page, '/my/bids');
  await page.screenshot({ path: `${dir}/mybids-zh-1920.png` });
  await openHydrated(page, '/goods?saleType=auction&sort=ending_soon');
  await page.screenshot({ path: `${dir}/goods-ending-soon-zh-1920.png` });
  await page.request.post(`${nextlandUrl}/dev/clock`, { data: { seconds: -3761 } });
  await seller.context.close();
});
