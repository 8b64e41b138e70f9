import { expect, type Page, type Response, test } from '@playwright/test';

test.describe('first visit to / with an English browser', () => {
  test.use({ locale: 'en-US' });

  test('is sent to /en and remembers the choice in i18n_redirected', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);
  });

  test('a stored cookie wins over the browser languages', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'zh-tw', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/zh-tw$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  });

  test('detection runs only at the root path', async ({ page }) => {
    await page.goto('/goods');
    await expect(page).toHaveURL(/\/goods$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('first visit to / with a browser in another language', () => {
  test.use({ locale: 'fr-FR' });

  test('falls back to zh-cn at /', async ({ page, context }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('zh-cn');
  });
});

test('the locale switcher keeps the page and query, and drops a trailing slash', async ({ page }) => {
  const redirected = await page.goto('/en/goods/?saleType=auction');
  expect(redirected?.url()).toMatch(/\/en\/goods\?saleType=auction$/);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '繁體中文' })
    .click();
  await expect(page).toHaveURL(/\/zh-tw\/goods\?saleType=auction$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
});

/** Text of every script the page downloaded while loading. */
async function scriptsLoadedBy(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', collect);
  await page.goto(path);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
  // Chunks loaded after hydration count too (and a body still being read when the test ends would fail it).
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  return (await Promise.all(bodies)).join('\n');
}

// common:nav.digitalAssets in each locale: message text appears in no other code.
const digitalAssets = { en: 'Digital assets', 'zh-cn': '数字资产', 'zh-tw': '數位資產' };

test('a page downloads the messages of its own language only', async ({ page, browser }) => {
  const english = await scriptsLoadedBy(page, '/en/goods');
  expect(english).toContain(digitalAssets.en);
  expect(english).not.toContain(digitalAssets['zh-cn']);
  expect(english).not.toContain(digitalAssets['zh-tw']);

  // A new context: nothing cached from the English visit.
  const context = await browser.newContext();
  const chinese = await scriptsLoadedBy(await context.newPage(), '/goods');
  await context.close();
  expect(chinese).toContain(digitalAssets['zh-cn']);
  expect(chinese).not.toContain(digitalAssets.en);
  expect(chinese).not.toContain(digitalAssets['zh-tw']);
});
