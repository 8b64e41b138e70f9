import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe-support';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// Issue "buying": likes and collects on works as on goods (decision 0025) — on the /opus cards and on
// /opus/details, with counts and optimistic updates; "my likes" / "my collects" on /opus; a visitor is asked to
// log in and comes back to the work.

const locales = [
  {
    prefix: '',
    browserLocale: 'zh-CN',
    promptTitle: '登录 Nextland',
    likeCard: /^喜欢“/,
    collectCard: /^收藏“/,
    like: '喜欢',
    collect: '收藏',
    likes: (n: number) => `${n} 人喜欢`,
    collects: (n: number) => `${n} 人收藏`,
    allWorks: '全部作品',
    myLikes: '我喜欢的',
    myCollects: '我的收藏',
    emptyLikes: /你还没有喜欢的作品/,
  },
  {
    prefix: '/en',
    browserLocale: 'en-US',
    promptTitle: 'Log in to Nextland',
    likeCard: /^Like “/,
    collectCard: /^Collect “/,
    like: 'Like',
    collect: 'Collect',
    likes: (n: number) => `${n} ${n === 1 ? 'like' : 'likes'}`,
    collects: (n: number) => `${n} ${n === 1 ? 'collect' : 'collects'}`,
    allWorks: 'All works',
    myLikes: 'My likes',
    myCollects: 'My collects',
    emptyLikes: /You have not liked any works yet/,
  },
];

const SHOTS = 'test-results/works-likes-collects';

function cards(page: Page): Locator {
  return page.locator('main ul li article[data-work-id]');
}

function cardFor(page: Page, id: string): Locator {
  return page.locator(`main ul li article[data-work-id="${id}"]`);
}

async function listedIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((all) => all.map((card) => card.getAttribute('data-work-id') ?? ''));
}

/** The like count a card shows (its screen-reader text "7 likes" / "7 人喜欢"). */
async function likeCount(card: Locator, likes: (n: number) => string): Promise<number> {
  const pattern = new RegExp(`^${likes(99).replace('99', '(\\d+)').replace(/s$/, 's?')}$`);
  const texts = await card.locator('.sr-only').allTextContents();
  const match = texts.map((text) => pattern.exec(text)).find(Boolean);
  return Number(match?.[1]);
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const locale of onlyIn(locales, '/en'))
  test.describe(`works: likes and collects in ${locale.prefix || 'zh-cn'}`, () => {
    test.use({ locale: locale.browserLocale });

    test('a visitor clicking like on a work is asked to log in and comes back to that work', async ({
      page,
    }) => {
      test.slow(); // a platform login round trip on a shared machine
      await openHydrated(page, `${locale.prefix}/opus`);
      // A visitor gets no "mine" tabs.
      await expect(page.getByRole('link', { name: locale.myLikes })).toHaveCount(0);
      const first = cards(page).first();
      const id = (await first.getAttribute('data-work-id')) ?? '';
      await first.getByRole('button', { name: locale.likeCard }).click();
      const prompt = page.getByRole('dialog', { name: locale.promptTitle });
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', { name: /WeChat|微信/ }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/wx-standin/'));
      await page.getByRole('button', { name: /^(\? )?林晚 / }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/opus/details\\?id=${id}$`), {
        timeout: 30_000,
      });
      await expect(page.getByTestId('header-nickname')).toHaveText('林晚');
      await expect(page.getByRole('button', { name: locale.like, exact: true })).toBeVisible();
    });

    test('like and collect works, reload keeps them, my likes / my collects list exactly those, unlike removes', async ({
      page,
    }) => {
      test.slow(); // registration, several page loads
      await signedInAt(page, { newUser: true }, `${locale.prefix}/my`);
      await openHydrated(page, `${locale.prefix}/opus`);
      const [likedId = '', collectedId = ''] = (await listedIds(page)).slice(0, 2);
      const liked = cardFor(page, likedId);
      const collected = cardFor(page, collectedId);
      const likeButton = liked.getByRole('button', { name: locale.likeCard });
      // The flags load after hydration; the buttons start unpressed for a new user.
      await expect(likeButton).toHaveAttribute('aria-pressed', 'false');
      const before = await likeCount(liked, locale.likes);
      expect(before).toBeGreaterThanOrEqual(0);
      await likeButton.click();
      // Optimistic: pressed and counted at once.
      await expect(likeButton).toHaveAttribute('aria-pressed', 'true');
      await expect(liked.getByText(locale.likes(before + 1))).toBeAttached();
      const collectButton = collected.getByRole('button', { name: locale.collectCard });
      await collectButton.click();
      await expect(collectButton).toHaveAttribute('aria-pressed', 'true');
      await page.waitForLoadState('networkidle');
      const tag = locale.prefix.slice(1) || 'zh-cn';
      await page.setViewportSize({ width: 1920, height: 1080 });
      await liked.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await liked.screenshot({ path: `${SHOTS}/card-${tag}-1920.png` });

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
      await cardFor(page, collectedId).evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await cardFor(page, collectedId).screenshot({ path: `${SHOTS}/card-collected-${tag}-390.png` });
      await page.setViewportSize({ width: 1440, height: 900 });

      await page.getByRole('link', { name: locale.myLikes }).click();
      await expect(page).toHaveURL(/\?mine=likes$/);
      await expect(cards(page)).toHaveCount(1);
      expect(await listedIds(page)).toEqual([likedId]);
      await expect(page.getByRole('link', { name: locale.myLikes })).toHaveAttribute('aria-current', 'page');
      await expectNoSeriousViolations(page);
      await page.getByRole('link', { name: locale.myCollects }).click();
      await expect(page).toHaveURL(/\?mine=collects$/);
      await expect(cards(page)).toHaveCount(1);
      expect(await listedIds(page)).toEqual([collectedId]);
      await page.getByRole('link', { name: locale.allWorks }).click();
      await expect(page).not.toHaveURL(/mine=/);
      await expect(cards(page).first()).toBeVisible();

      await openHydrated(page, `${locale.prefix}/opus/details?id=${likedId}`);
      const detailsLike = page.getByRole('button', { name: locale.like, exact: true });
      await expect(detailsLike).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('button', { name: locale.collect, exact: true })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
      await page.setViewportSize({ width: 390, height: 844 });
      await detailsLike.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/details-${tag}-390.png` });
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectNoSeriousViolations(page);
      await detailsLike.click();
      await expect(detailsLike).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByText(locale.likes(before), { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');

      await openHydrated(page, `${locale.prefix}/opus?mine=likes`);
      await expect(page.getByText(locale.emptyLikes)).toBeVisible();
      await expect(cards(page)).toHaveCount(0);
    });
  });
