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

/** The first goods page the list links to (the seed's ids are not fixed). */
export async function firstGoodsPath(page: Page, prefix: string): Promise<string> {
  await openHydrated(page, `${prefix}/goods`);
  const href = await goodsCards(page).first().getAttribute('href');
  if (!href) throw new Error('the goods list links to no goods page');
  return href;
}

/**
 * The one locale a journey runs in. Each multi-actor journey runs once, and the locales take turns across
 * journeys, so every locale is still walked through end to end (issue 25); layout, SEO and locale specs check
 * every page type in every locale.
 */
export function onlyIn<T extends { prefix: string }>(locales: readonly T[], prefix: string): T[] {
  const found = locales.filter((locale) => locale.prefix === prefix);
  if (found.length !== 1) throw new Error(`no texts for the locale ${prefix || 'zh-cn'}`);
  return found;
}
