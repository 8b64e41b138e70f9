import { expect, test } from '@playwright/test';

test('a malformed goods id fails the route check: 404 "Page Not Found: {path}"', async ({ page }) => {
  const response = await page.goto('/en/goods/details?id=abc');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-title')).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-message')).toContainText('Page Not Found: /en/goods/details?id=abc');
});

test('an unknown goods id is a 404 too', async ({ page }) => {
  const response = await page.goto('/goods/details?id=987654321');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-title')).toHaveText('页面未找到');
  await expect(page.getByTestId('error-message')).toHaveText('页面未找到：/goods/details?id=987654321');
});

test('a path with no route: 404 "Page not found: {path}"', async ({ page }) => {
  const response = await page.goto('/en/no-such-place');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-title')).toHaveText('Page Not Found');
  await expect(page.getByTestId('error-message')).toContainText('Page not found: /en/no-such-place');
});
