// The shared render cache (web/server/render-cache) must never hand one visitor's page to another: requests
// with a session are rendered for themselves and never stored, and what anonymous visitors get holds no
// trace of a signed-in user.
import { expect, test } from '@playwright/test';
import { signedInAt } from './sessions';
import { openHydrated } from './support';

const NICKNAME = '访客阿言';
const PAGES = ['/en/goods', '/goods', '/', '/zh-tw/goods?saleType=auction'];

test('a signed-in user’s pages bypass the render cache and their name never reaches a cached page', async ({
  page,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  // Before: the pages do not mention the user at all (so the check below means something).
  for (const path of PAGES) {
    expect(await (await anonymous.get(path)).text()).not.toContain(NICKNAME);
  }

  await signedInAt(page, { nickname: NICKNAME });
  for (const path of PAGES) {
    // The signed-in browser: rendered for this request, private, never from or into the shared cache.
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['x-render-cache']).toBe('bypass');
    expect(response.headers()['cache-control']).toBe('private, no-cache');
  }
  await openHydrated(page, '/en/goods');
  await expect(page.getByTestId('header-nickname')).toHaveText(NICKNAME);
  await openHydrated(page, '/goods');
  await expect(page.getByTestId('header-nickname')).toHaveText(NICKNAME);

  for (const path of PAGES) {
    // Anonymous again: served by the shared cache, with no trace of the signed-in user.
    const response = await anonymous.get(path);
    expect(['hit', 'stale', 'miss']).toContain(response.headers()['x-render-cache']);
    expect(response.headers()['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(await response.text()).not.toContain(NICKNAME);
    const again = await anonymous.get(path);
    // Served from the cache: fresh, or stale while a background render refreshes it (an entry passes its
    // 10 s freshness on a slow machine between the two requests).
    expect(['hit', 'stale']).toContain(again.headers()['x-render-cache']);
    expect(await again.text()).not.toContain(NICKNAME);
  }
  await anonymous.dispose();
});
