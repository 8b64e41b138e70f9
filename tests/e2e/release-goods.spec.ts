// Releasing goods through the release form (decision 0027 §1), in two locales: 林晚 fills the six steps with
// three images and an English translation, leaves after the images step and continues the draft from
// `/release-goods`, then releases it. Painting needs review (under review); ceramics goes on sale at once.
import { expect, type Page, test } from '@playwright/test';
import { solidPng } from '../support/png';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

const cases = [
  {
    locale: 'zh-CN',
    prefix: '',
    original: null,
    goodsCard: '商品',
    category: '分类',
    categoryName: '绘画',
    title: '分类',
    next: '保存并继续',
    release: '发布',
    imagesStep: '图片',
    priceLabel: '价格（元）',
    stockLabel: '库存',
    translationTitle: '英文标题',
    translationDescription: '英文描述',
    result: '已发布：官方审核通过后上架。',
    titleLabel: '标题',
    descriptionLabel: '描述',
    continue: '继续编辑',
  },
  {
    locale: 'en',
    prefix: '/en',
    original: { label: 'Language of the listing', option: 'Simplified Chinese' },
    goodsCard: 'Goods',
    category: 'Category',
    categoryName: 'Ceramics',
    title: 'Category',
    next: 'Save and continue',
    release: 'Release',
    imagesStep: 'Images',
    priceLabel: 'Price (yuan)',
    stockLabel: 'Stock',
    translationTitle: 'Title in English',
    translationDescription: 'Description in English',
    result: 'Released: it is on sale now.',
    titleLabel: 'Title',
    descriptionLabel: 'Description',
    continue: 'Continue',
  },
] as const;

type Case = (typeof cases)[number];

async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function next(page: Page, c: Case, heading: string | RegExp) {
  await page.getByRole('button', { name: c.next }).click();
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const c of onlyIn(cases, '')) {
  test(`林晚 releases goods with three images and an English translation (${c.locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const title = `${c.locale === 'en' ? '青瓷杯' : '山水小品'} ${Date.now() % 100_000}`;
    await signedInAt(page, { nickname: '林晚' });
    await openHydrated(page, `${c.prefix}/release-goods`);
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${c.goodsCard}`) })
      .click();
    await expect(page.getByTestId('release-form')).toBeVisible();

    // Basics (Chinese listing; on the English site the language is chosen explicitly).
    if (c.original) await choose(page, new RegExp(c.original.label), c.original.option);
    await page.getByRole('textbox', { name: c.titleLabel, exact: true }).fill(title);
    await page.getByRole('textbox', { name: c.descriptionLabel, exact: true }).fill('手工绘制，\n装裱完好。');
    await choose(page, new RegExp(c.category), c.categoryName);
    await next(page, c, c.imagesStep);
    await expect(page).toHaveURL(/\?id=\d+/);
    const id = new URL(page.url()).searchParams.get('id');

    // Images: three uploads, the first is the cover.
    for (const grey of [0x40, 0x80, 0xc0]) {
      const count = await page.getByRole('img', { name: /Image \d|第 \d 张图片/ }).count();
      await page
        .getByTestId('upload-input-listing')
        .setInputFiles({ name: `p${grey}.png`, mimeType: 'image/png', buffer: solidPng(64, 48, grey) });
      await expect(page.getByRole('img', { name: /Image \d|第 \d 张图片/ })).toHaveCount(count + 1);
    }
    await next(page, c, new RegExp(c.priceLabel.startsWith('价') ? '价格与库存' : 'Price and stock'));

    // The draft is resumable: leave, find it among the drafts, continue where it was saved.
    await openHydrated(page, `${c.prefix}/release-goods`);
    await page.getByRole('link', { name: new RegExp(`${c.continue}.*${title}`) }).click();
    await expect(page).toHaveURL(new RegExp(`id=${id}`));
    await expect(page.getByRole('textbox', { name: c.titleLabel, exact: true })).toHaveValue(title);
    await page.getByRole('button', { name: c.next }).click();
    await expect(page.getByRole('img', { name: /Image \d|第 \d 张图片/ })).toHaveCount(3);
    await page.getByRole('button', { name: c.next }).click();

    // Price in yuan and stock; a bad price is refused with a translated message first.
    await page.getByRole('textbox', { name: c.priceLabel }).fill('12.345');
    await page.getByRole('spinbutton', { name: c.stockLabel }).fill('5');
    await page.getByRole('button', { name: c.next }).click();
    await expect(page.getByText(/yuan with at most two decimals|以元为单位的价格/)).toBeVisible();
    await page.getByRole('textbox', { name: c.priceLabel }).fill('128.50');
    await page.getByRole('button', { name: c.next }).click();
    // Shipping, then translations.
    await page.getByRole('button', { name: c.next }).click();
    await page.getByRole('textbox', { name: c.translationTitle }).fill(`Landscape sketch ${title.slice(-5)}`);
    await page.getByRole('textbox', { name: c.translationDescription }).fill('Hand painted, mounted.');
    await page.getByRole('button', { name: c.next }).click();

    // Review and release.
    await expect(page.getByText('¥128.50').or(page.getByText('CN¥128.50'))).toBeVisible();
    await page.getByRole('button', { name: c.release, exact: true }).click();
    await expect(page.getByText(c.result)).toBeVisible();
    await expect(page).toHaveURL(/\/release-goods\?released=/);
    // Released: no longer among the drafts.
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  });
}
