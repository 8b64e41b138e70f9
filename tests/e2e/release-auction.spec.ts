// Releasing a lot (decision 0028 §5) in two locales: 林晚 fills the lot form (painting, so it waits for review)
// with a two-band ladder and a reserve, an official approves it in a second browser, and it shows on /goods
// under the auction filter. Then a buyer's bid placed through the API shows on their /my/bids.
import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/png';
import { secondSession } from './accounts-support';
import { bidAsViewer, liveDemoLot } from './auction-support';
import { signedInAt } from './sessions';
import { goodsCards, onlyIn, openHydrated } from './support';

const cases = [
  {
    locale: 'zh-CN',
    prefix: '',
    newLot: '新建拍品',
    titleLabel: '标题',
    descriptionLabel: '描述',
    category: '分类',
    painting: '绘画',
    next: '保存并继续',
    release: '发布',
    startPrice: '起拍价（元）',
    band2From: '区间 2：起点（元）',
    band1Increment: '区间 1：加价（元）',
    band2Increment: '区间 2：加价（元）',
    addBand: '添加价格区间',
    reserve: '保留价（元，可选）',
    startsAt: '开拍时间',
    endsAt: '结束时间',
    tooShort: '结束时间至少在开始后 1 小时。',
    result: '已发布：官方审核通过后上架。',
    leading: '领先',
  },
  {
    locale: 'en',
    prefix: '/en',
    newLot: 'Start a new lot',
    titleLabel: 'Title',
    descriptionLabel: 'Description',
    category: 'Category',
    painting: 'Painting',
    next: 'Save and continue',
    release: 'Release',
    startPrice: 'Start price (yuan)',
    band2From: 'Band 2: from (yuan)',
    band1Increment: 'Band 1: increment (yuan)',
    band2Increment: 'Band 2: increment (yuan)',
    addBand: 'Add a price band',
    reserve: 'Reserve price (yuan, optional)',
    startsAt: 'Bidding opens',
    endsAt: 'Bidding ends',
    tooShort: 'End at least 1 hour after the start.',
    result: 'Released: an official will review it before it goes on sale.',
    leading: 'Leading',
  },
] as const;

/** A `datetime-local` value `ms` from now in the browser's own time zone. */
function localIn(page: Page, ms: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, ms);
}

const HOUR = 3_600_000;

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const c of onlyIn(cases, '/en')) {
  test(`林晚 releases a lot, an official approves it, it is listed under auctions (${c.locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `${c.locale === 'en' ? '秋山图' : '溪山图'} ${Date.now() % 100_000}`;
    await signedInAt(page, { nickname: '林晚' });
    await openHydrated(page, `${c.prefix}/release-auction-goods`);
    await page.getByRole('link', { name: c.newLot }).click();
    await expect(page.getByTestId('release-form')).toBeVisible();

    await page.getByRole('textbox', { name: c.titleLabel, exact: true }).fill(title);
    await page.getByRole('textbox', { name: c.descriptionLabel, exact: true }).fill('水墨设色，立轴。');
    await page.getByRole('button', { name: new RegExp(c.category) }).click();
    await page.getByRole('option', { name: c.painting, exact: true }).click();
    await page.getByRole('button', { name: c.next }).click();
    await page
      .getByTestId('upload-input-listing')
      .setInputFiles({ name: 'lot.png', mimeType: 'image/png', buffer: solidPng(64, 48, 0x70) });
    await expect(page.getByRole('img', { name: /Image 1|第 1 张图片/ })).toBeVisible();
    await page.getByRole('button', { name: c.next }).click();

    // The auction step: a two-band ladder, a reserve, and a window that is first too short.
    await page.getByRole('textbox', { name: c.startPrice }).fill('100');
    await page.getByRole('textbox', { name: c.band1Increment }).fill('5');
    await page.getByRole('button', { name: c.addBand }).click();
    await page.getByRole('textbox', { name: c.band2From }).fill('500');
    await page.getByRole('textbox', { name: c.band2Increment }).fill('10');
    await page.getByRole('textbox', { name: c.reserve }).fill('300');
    await page.getByLabel(c.startsAt).fill(await localIn(page, 2 * HOUR));
    await page.getByLabel(c.endsAt).fill(await localIn(page, 2.5 * HOUR));
    await page.getByRole('button', { name: c.next }).click();
    await expect(page.getByText(c.tooShort)).toBeVisible();
    await page.getByLabel(c.endsAt).fill(await localIn(page, 26 * HOUR));
    await page.getByRole('button', { name: c.next }).click();
    // Shipping, translations, review.
    await page.getByRole('button', { name: c.next }).click();
    await page.getByRole('button', { name: c.next }).click();
    await expect(page.getByText(/¥100\.00/).first()).toBeVisible();
    await page.getByRole('button', { name: c.release, exact: true }).click();
    await expect(page.getByText(c.result)).toBeVisible();
    await expect(page).toHaveURL(/\/release-auction-goods\?released=UNDER_REVIEW/);

    // An official approves it in a second browser.
    const official = await secondSession(browser);
    await signedInAt(official.page, { nickname: 'Nextland 官方' });
    await openHydrated(official.page, '/en/my/review');
    await official.page.getByRole('tab', { name: 'Releases' }).click();
    const release = official.page.getByTestId('release-review').filter({ hasText: title });
    await release.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(official.page.getByText('Approved: it is on sale now.')).toBeVisible();
    await official.context.close();

    // On sale: listed under the auction filter, not among fixed-price goods.
    await openHydrated(page, `${c.prefix}/goods?saleType=auction&keyword=${encodeURIComponent(title)}`);
    await expect(goodsCards(page).filter({ hasText: title })).toHaveCount(1);
    await openHydrated(page, `${c.prefix}/goods?saleType=fixed&keyword=${encodeURIComponent(title)}`);
    await expect(goodsCards(page).filter({ hasText: title })).toHaveCount(0);
  });

  test(`a bid placed through the API shows on the buyer's /my/bids (${c.locale})`, async ({
    page,
    context,
  }) => {
    await signedInAt(page, { nickname: '溪月工作室' });
    const lot = await liveDemoLot(page.request);
    await bidAsViewer(context, page.request, lot.id);
    await openHydrated(page, `${c.prefix}/my/bids`);
    // By its link: the title shows in the page's language.
    const link = page.locator(`a[href$="/goods/details?id=${lot.id}"]`);
    const row = page.getByTestId('my-bids').getByTestId('lot-row').filter({ has: link });
    await expect(row).toBeVisible();
    await expect(row.getByText(c.leading, { exact: true })).toBeVisible();
  });
}
