// The site's Content-Security-Policy (no inline script without the nonce, no eval) holds on the pages people use
// most: a violation means something was blocked, or a library probed for eval and the browser reported it
// (Lighthouse counts such reports against best practices). Each page is opened, left until the viewport
// prefetch has loaded the pages its links lead to, and must have reported no violation.
import { expect, type Page, test } from '@playwright/test';
import { liveDemoLot } from './auction-support';
import { signedInAt } from './sessions';
import { goodsCards, openHydrated } from './support';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
});

/** Opens `path`, waits for hydration and for the prefetch that starts a second after load, and reads the reports. */
async function violationsOn(page: Page, path: string): Promise<string[]> {
  await openHydrated(page, path);
  // The viewport prefetch starts 1 s after load (lib/navigation/start-viewport-prefetch.ts) and imports the
  // linked pages' code; their modules' first evaluation is part of what is checked.
  await page.waitForTimeout(1_500);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => window.cspViolations ?? []);
}

// Once, in one locale: the behaviour does not depend on it, and the locales take turns across specs (issue 25).
for (const prefix of ['/zh-tw']) {
  test(`catalogue pages report no CSP violation (${prefix || 'zh-cn'})`, async ({ page }) => {
    expect(await violationsOn(page, `${prefix}/goods`)).toEqual([]);
    const goodsPage = await goodsCards(page).first().getAttribute('href');
    expect(goodsPage).toBeTruthy();
    expect(await violationsOn(page, goodsPage ?? '')).toEqual([]);
    const lot = await liveDemoLot(page.request);
    expect(await violationsOn(page, `${prefix}/goods/details?id=${lot.id}`)).toEqual([]);
    expect(await violationsOn(page, `${prefix}/login`)).toEqual([]);
  });
}

test('a personal-centre form reports no CSP violation', async ({ page }) => {
  await signedInAt(page, { nickname: '访客阿言' });
  // The address book's form validates with @nextland/rules' zod schemas.
  expect(await violationsOn(page, '/my/address')).toEqual([]);
});
