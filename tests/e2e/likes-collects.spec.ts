import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// Issue "buying": likes and collects with counts and optimistic updates, on cards and details pages; "my
// likes" / "my collects" on /goods; a visitor is asked to log in and comes back to the item.

const locales = [
  {
    prefix: '',
    browserLocale: 'zh-CN',
    promptTitle: '登录 Nextland',
    likeCard: /^喜欢“/,
    collectCard: /^收藏“/,
    like: '喜欢',
    likes: (n: number) => `${n} 人喜欢`,
    myLikes: '我喜欢的',
    myCollects: '我的收藏',
    emptyLikes: /你还没有喜欢的商品/,
  },
  {
    prefix: '/en',
    browserLocale: 'en-US',
    promptTitle: 'Log in to Nextland',
    likeCard: /^Like “/,
    collectCard: /^Collect “/,
    like: 'Like',
    likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
    myLikes: 'My likes',
    myCollects: 'My collects',
    emptyLikes: /You have not liked any goods yet/,
  },
];

const SHOTS = 'test-results/likes-collects';

function cards(page: Page): Locator {
  return page.locator('main ul li article');
}

/** The id in a card's details link. */
async function idOf(card: Locator): Promise<string> {
  const href = await card.locator('a[href*="/goods/details?id="]').getAttribute('href');
  return new URL(href ?? '', 'http://x').searchParams.get('id') ?? '';
}

function cardFor(page: Page, id: string): Locator {
  return cards(page).filter({ has: page.locator(`a[href$="/goods/details?id=${id}"]`) });
}

/** The like count a card shows (its screen-reader text "7 likes" / "7 人喜欢"). */
async function likeCount(card: Locator): Promise<number> {
  const text = await card.locator('.sr-only', { hasText: /\d/ }).last().textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

async function listedIds(page: Page): Promise<string[]> {
  const all = cards(page);
  const ids: string[] = [];
  for (let i = 0; i < (await all.count()); i++) ids.push(await idOf(all.nth(i)));
  return ids;
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const locale of onlyIn(locales, ''))
  test.describe(`likes and collects in ${locale.prefix || 'zh-cn'}`, () => {
    test.use({ locale: locale.browserLocale });

    test('a visitor clicking like is asked to log in and comes back to that goods', async ({ page }) => {
      test.slow(); // a platform login round trip on a shared machine
      await openHydrated(page, `${locale.prefix}/goods`);
      const first = cards(page).first();
      const id = await idOf(first);
      await first.getByRole('button', { name: locale.likeCard }).click();
      const prompt = page.getByRole('dialog', { name: locale.promptTitle });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: /WeChat|微信/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/wx-standin/'));
      await page.getByRole('button', { name: /^(\? )?林晚 / }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/goods/details\\?id=${id}$`), {
        timeout: 30_000,
      });
      await expect(page.getByTestId('header-nickname')).toHaveText('林晚');
      await expect(page.getByRole('button', { name: locale.like, exact: true })).toBeVisible();
    });

    test('like and collect, reload keeps them, my likes / my collects list exactly those, unlike removes', async ({
      page,
    }) => {
      test.slow(); // registration, several page loads
      await signedInAt(page, { newUser: true }, `${locale.prefix}/my`);
      await openHydrated(page, `${locale.prefix}/goods`);
      const [likedId = '', collectedId = ''] = (await listedIds(page)).slice(0, 2);
      const liked = cardFor(page, likedId);
      const collected = cardFor(page, collectedId);
      const likeButton = liked.getByRole('button', { name: locale.likeCard });
      // The flags load after hydration; the buttons start unpressed for a new user.
      await expect(likeButton).toHaveAttribute('aria-pressed', 'false');
      const before = await likeCount(liked);
      await likeButton.click();
      await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(liked.getByText(locale.likes(before + 1))).toBeAttached();
      const collectButton = collected.getByRole('button', { name: locale.collectCard });
      await collectButton.click();
      await expect(collectButton).toHaveAttribute('aria-pressed', 'true');
      await page.waitForLoadState('networkidle');
      await page.setViewportSize({ width: 1920, height: 1080 });
      // Clear of the sticky header.
      await liked.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await liked.screenshot({ path: `${SHOTS}/card-${locale.prefix.slice(1) || 'zh-cn'}-1920.png` });

      await page.reload();
      await expect(page.locator('body[data-hydrated="true"]')).toHaveCount(1);
      await expect(cardFor(page, likedId).getByRole('button', { name: locale.likeCard })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(cardFor(page, likedId).getByText(locale.likes(before + 1))).toBeAttached();
      await expect(
        cardFor(page, collectedId).getByRole('button', { name: locale.collectCard }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.setViewportSize({ width: 390, height: 844 });
      await cardFor(page, likedId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await cardFor(page, likedId).screenshot({
        path: `${SHOTS}/card-${locale.prefix.slice(1) || 'zh-cn'}-390.png`,
      });
      await cardFor(page, collectedId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await cardFor(page, collectedId).screenshot({
        path: `${SHOTS}/card-collected-${locale.prefix.slice(1) || 'zh-cn'}-390.png`,
      });
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.getByRole('link', { name: locale.myLikes }).click();
      await expect(page).toHaveURL(/\?mine=likes$/);
      await expect(cards(page)).toHaveCount(1);
      expect(await listedIds(page)).toEqual([likedId]);
      await page.getByRole('link', { name: locale.myCollects }).click();
      await expect(page).toHaveURL(/\?mine=collects$/);
      await expect(cards(page)).toHaveCount(1);
      expect(await listedIds(page)).toEqual([collectedId]);

      await openHydrated(page, `${locale.prefix}/goods/details?id=${likedId}`);
      const detailsLike = page.getByRole('button', { name: locale.like, exact: true });
      await expect(detailsLike).toHaveAttribute('aria-pressed', 'true');
      await page.setViewportSize({ width: 1920, height: 1080 });
      await page.screenshot({ path: `${SHOTS}/details-${locale.prefix.slice(1) || 'zh-cn'}-1920.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await detailsLike.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/details-${locale.prefix.slice(1) || 'zh-cn'}-390.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
      await detailsLike.click();
      await expect(detailsLike).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(locale.likes(before), { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');

      await openHydrated(page, `${locale.prefix}/goods?mine=likes`);
      await expect(page.getByText(locale.emptyLikes)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    });
  });
