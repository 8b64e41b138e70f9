// The works (opus) catalogue in the browser: the list is in the server's HTML, search finds a work by its
// English title, the media-type filter narrows the list, a card opens its details, and a listing that has no
// translation into the page's language says it is shown in the original.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { openHydrated } from './support';

const nextland = `http://127.0.0.1:${process.env.E2E_NEXTLAND_PORT ?? '18180'}`;
const CLIENT = `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`;

type Record = { id: string; title: string; lang: string; originalLang: string; translated: boolean };

/** Works on sale as nextland lists them for a language (the seed is deterministic, but this stays honest). */
async function listed(request: APIRequestContext, query: string): Promise<Record[]> {
  const reply = await request.get(
    `${nextland}/nextland-site/api/framework/v1/site/homepage/opus/cursor-page?${query}`,
    {
      headers: { authorization: CLIENT },
    },
  );
  expect(reply.ok()).toBe(true);
  return (await reply.json()).data.records as Record[];
}

function workCards(page: Page) {
  return page.locator('main ul li a[href*="/opus/details?id="]');
}

const locales = [
  { prefix: '', htmlLang: 'zh-CN', heading: '限量发售的数字作品' },
  { prefix: '/en', htmlLang: 'en', heading: 'Digital works, in editions' },
];

for (const locale of locales) {
  test(`works list is server-rendered with cards in ${locale.htmlLang}`, async ({ page, request }) => {
    const html = await (await request.get(`${locale.prefix}/opus`)).text();
    expect(html).toContain(`lang="${locale.htmlLang}"`);
    expect(html).toContain(locale.heading);
    expect(html.match(/\/opus\/details\?id=\d+/g)?.length ?? 0).toBeGreaterThanOrEqual(12);

    const graphqlCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) graphqlCalls.push(r.url());
    });
    await openHydrated(page, `${locale.prefix}/opus`);
    await expect(page.getByRole('heading', { level: 1, name: locale.heading })).toBeVisible();
    await expect(workCards(page)).toHaveCount(12);
    expect(graphqlCalls, 'hydration makes no GraphQL request').toEqual([]);

    // Scrolling loads the next page.
    await page.mouse.wheel(0, 100_000);
    await expect(workCards(page)).toHaveCount(24);
  });
}

test('search in English finds a work by its English title (zh-CN page)', async ({ page, request }) => {
  const [english] = await listed(request, 'size=100&lang=en&keyword=Lighthouse');
  expect(english, 'the demo data has an English-titled work on sale').toBeDefined();
  await openHydrated(page, '/opus');
  await page.getByRole('searchbox').fill('Lighthouse');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page).toHaveURL(/\/opus\?keyword=Lighthouse$/);
  const card = page.locator(`main ul li [data-work-id="${english?.id}"]`);
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Lighthouse|灯塔/);
});

test('filtering by media type shows only works of that type', async ({ page }) => {
  await openHydrated(page, '/en/opus');
  await page.getByRole('navigation', { name: 'Media type' }).getByRole('link', { name: 'Audio' }).click();
  await expect(page).toHaveURL(/\/en\/opus\?media=audio$/);
  await expect(workCards(page).first()).toBeVisible();
  const badges = await page.getByTestId('media-type').allTextContents();
  expect(badges.length).toBeGreaterThan(0);
  expect(new Set(badges)).toEqual(new Set(['Audio']));
});

test('a card opens its details: gallery, licence, edition, price, creator and the buy box', async ({
  page,
}) => {
  await openHydrated(page, '/en/opus');
  const first = workCards(page).first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/en\/opus\/details\?id=\d+$/);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await expect(page.getByText('¥').first()).toBeVisible();
  await expect(page.getByTestId('edition')).toBeVisible();
  await expect(page.locator('#work-seller-heading')).toBeVisible();
  // Works are bought like goods (decision 0023): the buttons are live for a work on sale.
  await expect(page.getByRole('button', { name: 'Buy now' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByText('delivered to your library')).toBeVisible();
});

test('an untranslated listing says it is shown in the original language', async ({ page, request }) => {
  const all = await listed(request, 'size=100&lang=en');
  const untranslated = all.find((w) => !w.translated && w.lang === 'zh-cn');
  const translated = all.find((w) => w.translated);
  expect(untranslated && translated).toBeTruthy();

  await openHydrated(page, `/en/opus/details?id=${untranslated?.id}`);
  await expect(page.getByTestId('original-language-note')).toContainText(
    'Shown in the original language (简体中文)',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(untranslated?.title ?? '');

  await openHydrated(page, `/en/opus/details?id=${translated?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated?.title ?? '');
  await expect(page.getByTestId('original-language-note')).toHaveCount(0);
});

test('an unknown work is the 404 page', async ({ request }) => {
  expect((await request.get('/en/opus/details?id=999999999')).status()).toBe(404);
  expect((await request.get('/opus/details?id=abc')).status()).toBe(404);
});
