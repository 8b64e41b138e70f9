import { expect, test } from '@playwright/test';

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
