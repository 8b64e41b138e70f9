// Goods listings in several languages (decision 0024): on the English site an English word finds goods
// written in Chinese through their English version, whose details are in English; the Traditional Chinese
// site shows the Traditional version; goods without a version in the page's language say they are shown in
// the original.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openHydrated } from './support';

const nextland = `http://127.0.0.1:${process.env.E2E_NEXTLAND_PORT ?? '18180'}`;
const CLIENT = `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`;

type Listed = { id: string; title: string; lang: string; originalLang: string; translated: boolean };

/** Goods on sale as nextland lists them for a language (the seed is deterministic, but this stays honest). */
async function listed(request: APIRequestContext, query: string): Promise<Listed[]> {
  const reply = await request.get(
    `${nextland}/nextland-site/api/framework/v1/site/homepage/goods/cursor-page?${query}`,
    { headers: { authorization: CLIENT } },
  );
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data.records as Listed[];
}

function card(page: Page, id: string) {
  return page.locator(`main ul li a[href*="/goods/details?id=${id}"]`);
}

function cardItem(page: Page, id: string) {
  return page.locator('main ul li').filter({ has: page.locator(`a[href*="/goods/details?id=${id}"]`) });
}

test('an English search finds goods by their English version, and the details are in English', async ({
  page,
  request,
}) => {
  const [english] = await listed(request, 'size=10&lang=en&keyword=Hairpin');
  expect(english, 'the demo data has a Chinese hairpin with an English version').toMatchObject({
    translated: true,
    lang: 'en',
    originalLang: 'zh-cn',
  });
  await openHydrated(page, '/en/goods');
  await page.getByRole('searchbox').fill('Hairpin');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/goods\?keyword=Hairpin$/);
  const link = card(page, english?.id ?? '');
  await expect(link).toHaveText(english?.title ?? '');
  // In the page's language: no lang attribute and no "Original" line.
  expect(await link.getAttribute('lang')).toBeNull();
  await expect(cardItem(page, english?.id ?? '').getByTestId('original-language')).toHaveCount(0);

  await link.click();
  await expect(page).toHaveURL(/\/en\/goods\/details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(english?.title ?? '');
  await expect(page.getByText('Translated by the seller from 简体中文.')).toBeVisible();
  await expect(page.getByTestId('original-language-note')).toHaveCount(0);
});

test('the Traditional Chinese site shows the Traditional version', async ({ page, request }) => {
  const [traditional] = await listed(request, 'size=10&lang=zh-tw&keyword=Hairpin');
  expect(traditional).toMatchObject({ lang: 'zh-tw', translated: true });
  const [simplified] = await listed(request, 'size=10&lang=zh-cn&keyword=Hairpin');
  expect(traditional?.title).not.toBe(simplified?.title);

  await openHydrated(page, `/zh-tw/goods/details?id=${traditional?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(traditional?.title ?? '');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  await expect(page.getByText('由賣家譯自简体中文。')).toBeVisible();
});

test('goods without an English version are marked as shown in the original', async ({ page, request }) => {
  const all = await listed(request, 'size=100&lang=en');
  const untranslated = all.find((g) => !g.translated && g.lang === 'zh-cn');
  expect(untranslated, 'the demo data leaves some goods untranslated').toBeDefined();
  const title = untranslated?.title ?? '';

  // The card: a Chinese title marked zh-CN, with the language named under it.
  await openHydrated(page, `/en/goods?keyword=${encodeURIComponent(title)}`);
  const link = card(page, untranslated?.id ?? '');
  await expect(link).toHaveText(title);
  await expect(link).toHaveAttribute('lang', 'zh-CN');
  await expect(cardItem(page, untranslated?.id ?? '')).toContainText('Original: 简体中文');

  await link.click();
  await expect(page).toHaveURL(/\/en\/goods\/details\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByTestId('original-language-note')).toContainText(
    'Shown in the original language (简体中文)',
  );
});
