import { expect, test } from '@playwright/test';
import { secondSession } from './accounts-support';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

// A message produced elsewhere reaches an open personal centre without a reload: nextland publishes the event
// after its delivery job commits, the BFF relays it over the WebSocket the web server proxies, and the /my
// layout updates the unread badge and the message list.
const inviter = { nickname: '林晚', invitationCode: 'LINWAN22' };
/** The messages page's first page (messages-page.tsx): the inviter may have more by now (earlier specs). */
const MESSAGES_PAGE = 20;

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const locale of onlyIn(
  [
    { prefix: '', name: 'zh-cn' },
    { prefix: '/en', name: 'en' },
  ],
  '/en',
)) {
  test(`the unread count and message list update live when an invitee joins (${locale.name})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signedInAt(page, { nickname: inviter.nickname }, `${locale.prefix}/my`);
    await expect(page.getByTestId('my-nickname')).toHaveText(inviter.nickname);
    await openHydrated(page, `${locale.prefix}/my/msg`);
    const unread = page.getByTestId('unread-count');
    await expect(unread).toBeVisible();
    const before = {
      unread: await unread.textContent(),
      messages: await page.getByTestId('message').count(),
      newest: await page.getByTestId('message').first().getAttribute('data-id'),
    };
    // A marker on the window: a reload would lose it.
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });

    // Another browser registers with the inviter's code; nextland sends the inviter a message.
    const invitee = await secondSession(browser);
    await signedInAt(
      invitee.page,
      { newUser: true, invitationCode: inviter.invitationCode },
      `${locale.prefix}/my`,
    );
    await invitee.context.close();

    // The list shows its first page (20): the new message comes first, and the count grows unless it is full.
    await expect(page.getByTestId('message')).toHaveCount(Math.min(before.messages + 1, MESSAGES_PAGE));
    await expect(page.getByTestId('message').first()).not.toHaveAttribute('data-id', before.newest ?? '');
    await expect(page.getByTestId('message').first()).toHaveAttribute('data-read', 'false');
    await expect(unread).not.toHaveText(before.unread ?? '');
    // The side menu's badge shows the same new count.
    const count = (await unread.textContent())?.match(/\d+/)?.[0];
    await expect(page.getByTestId('menu-unread')).toHaveText(count ?? 'none');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });
}
