import { expect, type Page, test } from '@playwright/test';
import { signedInAt } from './sessions';
import { goodsCards, openHydrated } from './support';

// One stack, shared demo data: per language 林晚 takes one of her goods on sale off sale and deletes one of her
// seeded off-sale goods, and the official's approval moves her painting under review onto /goods. They run in
// order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const WORDS = {
  'zh-cn': {
    prefix: '',
    onSale: /^出售中/,
    offSale: /^已下架/,
    takeOff: '下架',
    takenOff: '已下架 1 件。',
    remove: '删除',
    confirmTitle: '确定删除吗？',
    deleted: '已删除。',
    releaseNew: '发布商品',
  },
  en: {
    prefix: '/en',
    onSale: /^On sale/,
    offSale: /^Off sale/,
    takeOff: 'Take off sale',
    takenOff: '1 item taken off sale.',
    remove: 'Delete',
    confirmTitle: 'Delete this item?',
    deleted: 'Deleted.',
    releaseNew: 'Release goods',
  },
} as const;

function rowOf(page: Page, title: string) {
  return page
    .getByTestId('managed-item')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const lang of ['en'] as const) {
  test(`林晚 takes goods off sale and deletes them from /my/goods (${lang})`, async ({ page }) => {
    const words = WORDS[lang];
    await signedInAt(page, { nickname: '林晚' });
    await openHydrated(page, `${words.prefix}/my/goods`);
    await page.getByRole('tab', { name: words.onSale }).click();
    const first = page.getByTestId('managed-item').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    expect(title).not.toBe('');
    await first.getByRole('button', { name: words.takeOff, exact: true }).click();
    await expect(page.getByText(words.takenOff)).toBeVisible();
    await expect(rowOf(page, title)).toHaveCount(0);

    await page.getByRole('tab', { name: words.offSale }).click();
    await expect(rowOf(page, title)).toBeVisible();
    // Delete one of her seeded off-sale goods: out of the catalogue, so no other test's buyer holds it in an
    // unfinished order (the one just taken off sale may be in one, and then deleting it is rightly refused).
    const row = page
      .getByTestId('managed-item')
      .filter({ hasNot: page.getByRole('heading', { name: title, exact: true }) })
      .last(); // newest update first: the seeded ones are last, after any an earlier test took off sale
    const removed = (await row.getByRole('heading').textContent()) ?? '';
    expect(removed).not.toBe('');
    await row.getByRole('button', { name: words.remove, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.confirmTitle });
    await expect(dialog).toContainText(removed);
    await dialog.getByRole('button', { name: words.remove, exact: true }).click();
    await expect(page.getByText(words.deleted)).toBeVisible();
    await expect(rowOf(page, removed)).toHaveCount(0);
    await page.reload();
    await page.getByRole('tab', { name: words.offSale }).click();
    await expect(page.getByTestId('managed-item').or(page.getByRole('status')).first()).toBeVisible();
    await expect(rowOf(page, removed)).toHaveCount(0);
    // A new item starts from here too, in the same language.
    await page.getByRole('link', { name: words.releaseNew, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/release-goods/form$`));
  });
}

test('an official approves a release under review in the Releases tab and it shows on /goods', async ({
  page,
}) => {
  await signedInAt(page, { nickname: 'Nextland 官方' });
  await openHydrated(page, '/en/my/review');
  await page.getByRole('tab', { name: 'Releases' }).click();
  // Oldest first: the demo sellers' releases, then 林晚's painting.
  const release = page.getByTestId('release-review').filter({ hasText: '林晚' }).first();
  await expect(release).toBeVisible();
  const title = (await release.getByRole('heading').textContent()) ?? '';
  await release.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Approved: it is on sale now.')).toBeVisible();
  await expect(page.getByTestId('release-review').filter({ hasText: title })).toHaveCount(0);

  await openHydrated(page, `/en/goods?keyword=${encodeURIComponent(title)}`);
  await expect(goodsCards(page).filter({ hasText: title }).first()).toBeVisible();
});
