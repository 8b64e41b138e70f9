import { expect, test } from '@playwright/test';
import { signedInAt } from './sessions';
import { openHydrated } from './support';

const unauthenticated = (reason: 'TOKEN_EXPIRED' | 'TOKEN_INVALID') => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify({
    data: null,
    errors: [
      {
        message: 'Not logged in or the session has expired.',
        extensions: { code: 'UNAUTHENTICATED', reason },
      },
    ],
  }),
});

test.describe('personal centre guard', () => {
  test('a direct load of /my without a session goes home (server-side)', async ({ page }) => {
    const response = await page.goto('/en/my/account');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/en$/);
  });

  test('client navigation to /my without a session stays on the previous page and asks to log in', async ({
    page,
  }) => {
    await openHydrated(page, '/en/goods');
    // A link into the personal centre, clicked like any other (Vike's client router handles it).
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/en/my/msg';
      link.textContent = 'to my messages';
      link.id = 'to-my';
      document.querySelector('main')?.prepend(link);
    });
    await page.locator('#to-my').click();
    await expect(page.getByRole('dialog', { name: 'Log in to Nextland' })).toBeVisible();
    await expect(page.getByText('Log in to open your personal centre.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/goods$/);
  });

  for (const [code, reason] of [
    [506, 'TOKEN_EXPIRED'],
    [507, 'TOKEN_INVALID'],
  ] as const) {
    test(`an upstream ${code} (${reason}) logs the user out in the browser`, async ({ page }) => {
      await signedInAt(page, { nickname: '林晚' });
      // The BFF turns nextland's 506/507 into UNAUTHENTICATED with this reason (bff tests cover that mapping).
      await page.route('**/graphql', (route) => route.fulfill(unauthenticated(reason)));
      await page.getByRole('link', { name: '消息' }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: '登录 Nextland' })).toBeVisible();
      await page.unroute('**/graphql');
      await page.getByRole('button', { name: '暂不登录' }).click();
      await expect(page.getByRole('link', { name: '登录' })).toBeVisible();
      const stored = await page.evaluate(() => window.localStorage.getItem('nextland.session'));
      expect(stored).not.toContain('林晚');
    });
  }

  test('a revoked session cookie (real 507 from nextland) logs out on the next call', async ({
    page,
    context,
  }) => {
    // The personal centre opens its live socket (message events) just after it renders. Forging the cookie
    // before that socket has connected makes the socket's handshake the "next call" instead of the click
    // below; both log out, but the test clicks, so it waits for the socket first.
    const liveConnected = new Promise<void>((resolve) => {
      page.on('websocket', (socket) =>
        socket.on('framereceived', (frame) => {
          if (String(frame.payload).includes('connection_ack')) resolve();
        }),
      );
    });
    await signedInAt(page, { nickname: '林晚' });
    await liveConnected;
    const cookies = await context.cookies();
    const token = cookies.find((c) => c.name === 'token');
    expect(token?.httpOnly).toBe(true);
    await context.addCookies([{ ...(token as NonNullable<typeof token>), value: 'revoked-or-forged-token' }]);
    await context.clearCookies({ name: 'refresh_token' });
    await page.getByRole('link', { name: '消息' }).first().click();
    await expect(page.getByRole('dialog', { name: '登录 Nextland' })).toBeVisible();
    const after = await context.cookies();
    expect(after.find((c) => c.name === 'token')).toBeUndefined();
  });
});
