import { expect, type Page, test } from '@playwright/test';
import { latestSmsCode, loginThroughPlatform, uniquePhone } from './accounts-support';

/** Reaches the registration form through the stand-in's "new user" choice. */
async function openRegistration(page: Page, loginPath: string) {
  await loginThroughPlatform(page, /New user|新用户|新使用者/, loginPath);
  await expect(
    page.getByRole('heading', { name: /Finish creating|完成账号创建|完成帳號建立/ }),
  ).toBeVisible();
}

const cases = [
  {
    locale: 'en',
    loginPath: '/en/login',
    phone: 'Mobile number',
    smsCode: 'SMS code',
    submit: 'Create account',
    consent: /terms of service/,
    phoneError: 'Enter an 11-digit mainland mobile number starting with 1.',
    consentError: 'Accept the terms of service and the privacy policy to create an account.',
    terms: { link: 'terms of service', url: /\/en\/terms$/, heading: 'Terms of service' },
  },
  {
    locale: 'zh-cn',
    loginPath: '/login',
    phone: '手机号',
    smsCode: '短信验证码',
    submit: '创建账号',
    consent: /用户协议/,
    phoneError: '请输入以 1 开头的 11 位中国大陆手机号。',
    consentError: '请阅读并同意用户协议和隐私政策后再创建账号。',
    terms: { link: '用户协议', url: /\/terms$/, heading: '用户协议' },
  },
] as const;

for (const c of cases) {
  test(`registration (${c.locale}): a field error shows on leaving the field, clears once corrected, and consent is required`, async ({
    page,
    context,
  }) => {
    // Registration crosses the stand-in login, SMS and the BFF: give it room on a busy machine.
    test.slow();
    await openRegistration(page, c.loginPath);
    const phoneField = page.getByLabel(c.phone);
    await phoneField.fill('12345');
    await page.getByLabel(c.smsCode).focus();
    await expect(page.getByText(c.phoneError)).toBeVisible();
    await expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    const phone = uniquePhone();
    await phoneField.fill(phone);
    // Corrected while typing: no second submit or blur needed.
    await expect(page.getByText(c.phoneError)).toHaveCount(0);
    await expect(phoneField).not.toHaveAttribute('aria-invalid');

    await page.getByTestId('send-sms-code').click();
    await expect(page.getByTestId('send-sms-code')).toBeDisabled();
    await page.getByLabel(c.smsCode).fill(await latestSmsCode(page.request, phone));
    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByText(c.consentError)).toBeVisible();
    const consent = page.getByRole('checkbox', { name: c.consent });
    await consent.check();
    await expect(page.getByText(c.consentError)).toHaveCount(0);

    // The consent links open the terms in the same language, in a new tab (the form keeps what was typed).
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: c.terms.link }).click(),
    ]);
    await expect(terms).toHaveURL(c.terms.url);
    await expect(terms.getByRole('heading', { level: 1, name: c.terms.heading })).toBeVisible();
    await terms.close();

    await page.getByRole('button', { name: c.submit }).click();
    await expect(page.getByTestId('my-nickname')).toBeVisible();
  });
}

const limits = [
  {
    locale: 'en',
    loginPath: '/en/login',
    phone: 'Mobile number',
    words: /Try again in \d+ (minutes?|hours?)\./,
  },
  { locale: 'zh-tw', loginPath: '/zh-tw/login', phone: '手機號碼', words: /請\s?\d+ (分鐘|小時)後再試/ },
] as const;

for (const c of limits) {
  test(`an SMS rate limit (${c.locale}) says when to retry in words, not seconds`, async ({ page }) => {
    test.slow();
    await openRegistration(page, c.loginPath);
    const phone = uniquePhone();
    // nextland allows 5 codes per number and hour (the resend interval refuses 2–5, but they count): use
    // them up through the same GraphQL endpoint the form calls, with this browser's registration cookie.
    for (let i = 0; i < 5; i++) {
      const reply = await page.request.post('/graphql', {
        data: {
          query: 'mutation S($phone: String!) { sendSmsCode(phone: $phone) { userErrors { code } } }',
          variables: { phone },
        },
      });
      expect(reply.ok()).toBe(true);
    }
    await page.getByLabel(c.phone).fill(phone);
    await page.getByTestId('send-sms-code').click();
    const message = page.getByRole('alert').filter({ hasText: c.words });
    await expect(message).toBeVisible();
    await expect(message).not.toContainText(/秒|seconds|\d+ s\b/);
  });
}
