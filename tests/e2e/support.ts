import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated: clicks before that would be lost. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
}

/** Links to goods details pages in the results grid. */
export function goodsCards(page: Page) {
  return page.locator('main ul li a[href*="/goods/details?id="]');
}
