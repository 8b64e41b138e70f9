import { expect, test } from '@playwright/test';
import { goodsCards, onlyIn, openHydrated } from './support';

const locales = [
  { prefix: '', htmlLang: 'zh-CN', heading: '好物与拍卖' },
  { prefix: '/en', htmlLang: 'en', heading: 'Goods & auctions' },
  { prefix: '/zh-tw', htmlLang: 'zh-TW', heading: '好物與拍賣' },
];

for (const locale of locales) {
  test(`goods list is server-rendered in ${locale.htmlLang}`, async ({ page, request }) => {
    // The first page is in the HTML itself, before any script runs.
    const html = await (await request.get(`${locale.prefix}/goods`)).text();
    expect(html).toContain(`lang="${locale.htmlLang}"`);
    expect(html).toContain(locale.heading);
    expect(html.match(/\/goods\/details\?id=\d+/g)?.length ?? 0).toBeGreaterThanOrEqual(10);
    // React writes the attribute as hrefLang; HTML attribute names are case-insensitive.
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/en\/goods"/i);

    const graphqlCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/graphql')) graphqlCalls.push(r.url());
    });
    await openHydrated(page, `${locale.prefix}/goods`);
    await expect(page.getByRole('heading', { level: 1, name: locale.heading })).toBeVisible();
    await expect(goodsCards(page)).toHaveCount(10);
    expect(graphqlCalls, 'hydration makes no GraphQL request').toEqual([]);
  });
}

// Once, in one locale: the behaviour does not depend on it, and the locales take turns across specs (issue 25).
for (const locale of onlyIn(locales, '/en')) {
  test(`scrolling to the bottom loads page 2, then page 3 (${locale.htmlLang})`, async ({ page }) => {
    await openHydrated(page, `${locale.prefix}/goods`);
    await expect(goodsCards(page)).toHaveCount(10);
    const firstPageIds = await goodsCards(page).evaluateAll((links) =>
      links.map((a) => a.getAttribute('href')),
    );
    await page.mouse.wheel(0, 100_000);
    await expect(goodsCards(page)).toHaveCount(20);
    await page.mouse.wheel(0, 100_000);
    await expect(goodsCards(page)).toHaveCount(30);
    const allIds = await goodsCards(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(allIds).size, 'no goods repeats across pages').toBe(30);
    expect(allIds.slice(0, 10)).toEqual(firstPageIds);
  });
}

test('filters by sale type and searches by keyword', async ({ page }) => {
  await openHydrated(page, '/en/goods?saleType=auction');
  await expect(goodsCards(page).first()).toBeVisible();
  const cards = await goodsCards(page).count();
  const auctionBadges = await page.locator('main ul li').getByText('Auction', { exact: true }).count();
  expect(auctionBadges).toBe(cards);

  await openHydrated(page, '/en/goods?keyword=zzzz-nothing-matches');
  await expect(page.getByText('No goods match')).toBeVisible();
  await page
    .getByRole('link', { name: 'Clear filters' })
    .or(page.getByRole('button', { name: 'Clear filters' }))
    .click();
  await expect(goodsCards(page)).toHaveCount(10);
});

test('a goods page shows its gallery, price, seller and description', async ({ page }) => {
  await openHydrated(page, '/en/goods?saleType=fixed');
  const first = goodsCards(page).first();
  const title = (await first.textContent())?.trim() ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/en\/goods\/details\?id=\d+$/);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
  await expect(page.getByText('¥').first()).toBeVisible();
  await expect(page.locator('#seller-heading')).toBeVisible();
  await expect(page.locator('#description-heading')).toBeVisible();
});

test('a copied link is confirmed by a message that hides itself', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, '/en/goods');
  await goodsCards(page).first().click();
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const message = page.getByRole('status').filter({ hasText: 'Link copied' });
  await expect(message).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  await expect(message).toBeHidden({ timeout: 5000 });
});
