import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { solidPng } from '../support/png';
import { drainJobs, secondSession } from './accounts-support';
import { signedInAt } from './sessions';

/** An 18-digit PRC resident ID with a valid birth date and checksum (GB 11643). */
function validIdNumber(): string {
  const body = `110105199003${String(10 + (Date.now() % 18)).padStart(2, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, digit, i) => acc + Number(digit) * (weights[i] as number), 0);
  return body + '10X98765432'[sum % 11];
}

/** A 16-digit card number that passes the Luhn check. */
function luhnCardNumber(): string {
  const body = `622202${String(Date.now()).slice(-9)}`;
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const PNG = solidPng();

/** Where each language's pages live (zh-cn has no prefix). */
const PREFIX = { 'zh-cn': '', en: '/en' } as const;
/** The no-postage page's words in the two languages the rule is made and read in. */
const POSTAGE = {
  'zh-cn': {
    newRule: '新建规则',
    ruleName: '规则名称',
    amount: '订单金额（元）',
    submit: '创建规则',
    created: '规则已创建。',
    list: '我的包邮规则',
    delete: '删除',
    deleted: '规则已删除。',
    hkMoTw: ['香港', '澳门', '台湾'],
  },
  en: {
    newRule: 'New rule',
    ruleName: 'Rule name',
    amount: 'Order amount (yuan)',
    submit: 'Create rule',
    created: 'Rule created.',
    list: 'Your no-postage rules',
    delete: 'Delete',
    deleted: 'Rule deleted.',
    hkMoTw: ['Hong Kong', 'Macau', 'Taiwan'],
  },
} as const;
/** Shanghai, Jiangsu, Zhejiang, Hong Kong and Taiwan, in the order they are picked. */
const CODES = ['310000', '320000', '330000', '810000', '710000'] as const;
const REGION_NAMES = {
  'zh-cn': { '310000': '上海', '320000': '江苏', '330000': '浙江', '810000': '香港', '710000': '台湾' },
  en: {
    '310000': 'Shanghai',
    '320000': 'Jiangsu',
    '330000': 'Zhejiang',
    '810000': 'Hong Kong',
    '710000': 'Taiwan',
  },
} as const;

/** Logs the demo official in elsewhere, opens `tab` of the review queue and approves `applicant`'s application. */
async function approveAsOfficial(
  browser: Browser,
  tab: RegExp,
  applicant: string,
  inspect: (card: Locator) => Promise<void> = async () => {},
) {
  const official = await secondSession(browser);
  await signedInAt(official.page, { nickname: 'Nextland 官方' });
  await official.page.getByRole('link', { name: '审核队列' }).click();
  await official.page.getByRole('tab', { name: tab }).click();
  const card = official.page.getByRole('article').filter({ hasText: applicant });
  await inspect(card);
  await card.getByRole('button', { name: '通过' }).click();
  await official.page.getByRole('dialog').getByRole('button', { name: '通过' }).click();
  await expect(official.page.getByText('申请已通过。')).toBeVisible();
  await official.context.close();
}

/** The real-name application with both ID images, under review until an official approves it. */
async function verifyRealName(page: Page, browser: Browser, name: string) {
  await page.getByRole('link', { name: 'Overview' }).click();
  const applicant = (await page.getByTestId('my-nickname').textContent()) ?? '';
  await page.getByRole('link', { name: 'Account and security' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('ID card number').fill(validIdNumber());
  const images = page.getByTestId('upload-input-identity');
  await images.nth(0).setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
  await images.nth(1).setInputFiles({ name: 'id-back.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.locator('img[src^="/files/private/"]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByTestId('real-name-pending')).toBeVisible();
  await page.getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByTestId('overview-real-name-pending')).toBeVisible();

  await approveAsOfficial(browser, /实名/, applicant, async (card) => {
    await expect(card).toContainText(name);
  });
  await page.getByRole('link', { name: 'Account and security' }).click();
  await page.reload();
  await expect(page.getByTestId('real-name-done')).toBeVisible();
}

test.describe('verification, bank cards and no-postage rules', () => {
  // Each flow registers a user and has an official approve in a second browser: three actors, a minute on a
  // busy two-core machine, so these get the longer timeout rather than racing the default 30 s.
  test.describe.configure({ timeout: 90_000 });
  test('bank card: added with a Luhn-checked number, the masked verified name confirmed as holder', async ({
    page,
    browser,
  }) => {
    await signedInAt(page, { newUser: true }, '/en/my');
    await page.getByRole('link', { name: 'Bank cards' }).click();
    await expect(page.getByRole('heading', { name: /Verify your real name first/i })).toBeVisible();
    await verifyRealName(page, browser, '周云');

    await page.getByRole('link', { name: 'Bank cards' }).click();
    const number = luhnCardNumber();
    await page.getByRole('button', { name: 'Add a card' }).first().click();
    await page.getByLabel('Card number').fill(number);
    // The holder is the verified name, shown masked (never retyped): the user confirms it.
    await expect(page.getByTestId('card-holder-name')).toHaveText('*云 (your verified real name)');
    await page.getByRole('button', { name: 'Add card', exact: true }).click();
    await expect(page.getByText('Confirm that the card is in your verified name.')).toBeVisible();
    await page.getByLabel('This card is in my name').check();
    await page.getByRole('textbox', { name: /^Bank/ }).fill('招商银行');
    await page.getByRole('button', { name: 'Add card', exact: true }).click();
    await expect(page.getByText('Card added.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Your bank cards' });
    await expect(list).toContainText(number.slice(-4));
    await expect(list).not.toContainText(number);
    await expect(list).toContainText('Default');
  });

  for (const [made, read] of [
    ['zh-cn', 'en'],
    ['en', 'zh-cn'],
  ] as const) {
    test(`no-postage rule: created in ${made} with region codes and an amount in yuan, read in ${read}, deleted there`, async ({
      page,
    }) => {
      const name = `${made} rule ${Date.now() % 100_000}`;
      await signedInAt(page, { nickname: '林晚' });
      await page.goto(`${PREFIX[made]}/my/no-postage`);
      const ui = POSTAGE[made];
      await page.getByRole('button', { name: ui.newRule }).first().click();
      await page.getByLabel(ui.ruleName).fill(name);
      // Hong Kong, Macau and Taiwan are in the picker, after the mainland groups.
      await expect(page.getByRole('toolbar')).toHaveCount(7);
      await expect(page.getByRole('toolbar').last().getByRole('button')).toHaveText(ui.hkMoTw);
      for (const code of CODES) {
        const chip = page.getByRole('button', { name: REGION_NAMES[made][code], exact: true });
        await chip.click();
        await expect(chip).toHaveAttribute('aria-pressed', 'true');
      }
      await page.getByLabel(ui.amount).fill('99.90');
      await page.getByRole('button', { name: ui.submit }).click();
      await expect(page.getByText(ui.created)).toBeVisible();
      const madeEntry = page
        .getByRole('list', { name: ui.list })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(madeEntry).toContainText('99.90');
      await expect(madeEntry.getByRole('list').getByRole('listitem')).toHaveText(
        CODES.map((code) => REGION_NAMES[made][code]),
      );

      // The same rule in the other language: the codes were stored, so the names follow the reader.
      await page.goto(`${PREFIX[read]}/my/no-postage`);
      const other = POSTAGE[read];
      const entry = page
        .getByRole('list', { name: other.list })
        .getByRole('listitem')
        .filter({ hasText: name });
      await expect(entry.getByRole('list').getByRole('listitem')).toHaveText(
        CODES.map((code) => REGION_NAMES[read][code]),
      );
      await entry.getByRole('button', { name: other.delete }).click();
      await page.getByRole('dialog').getByRole('button', { name: other.delete }).click();
      await expect(page.getByText(other.deleted)).toBeVisible();
      await expect(page.getByText(name)).toHaveCount(0);
    });
  }

  test('creator application with an ID image is approved by an official in another browser', async ({
    page,
    browser,
  }) => {
    await signedInAt(page, { newUser: true }, '/en/my');
    const applicant = (await page.getByTestId('my-nickname').textContent()) ?? '';
    await verifyRealName(page, browser, '陈默');

    await page.getByRole('link', { name: 'Creator verification' }).click();
    await page.getByRole('link', { name: 'Start application' }).click();
    await page.getByLabel('Creative field').fill('Ceramics');
    await page.getByLabel('Introduction').fill('Wood-fired stoneware from a small studio in Jingdezhen.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'ID image 1' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Your application is under review')).toBeVisible();

    await approveAsOfficial(browser, /创作者/, applicant, async (card) => {
      await expect(card).toContainText('Wood-fired stoneware');
      // The reviewer sees the private ID image through the owner-or-official route.
      const image = card.getByRole('img').first();
      await expect(image).toBeVisible();
      // Visible is not loaded: poll until the browser has decoded it (a refused or broken image stays at 0).
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
    });

    // The approval message is delivered by a job: wait for it before the page reads messages.
    await drainJobs(page.request);
    await page.reload();
    await expect(page.getByText('You are a verified creator')).toBeVisible();
    await page.getByRole('link', { name: 'Overview' }).click();
    await expect(page.getByTestId('type-badge')).toHaveText('Creator');
    await page
      .getByRole('link', { name: /Messages/ })
      .first()
      .click();
    await expect(page.getByTestId('message').first()).toContainText(/approved/i);
  });

  test('an ID image is private: another user cannot read it', async ({ page, browser }) => {
    await signedInAt(page, { newUser: true }, '/en/my');
    const url = await page.evaluate(
      async (png) => {
        const body = new FormData();
        body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'id.png');
        const response = await fetch('/upload?purpose=identity', {
          method: 'POST',
          body,
          headers: { 'apollo-require-preflight': 'true', 'x-requested-with': 'XMLHttpRequest' },
        });
        return ((await response.json()) as { data: { url: string } }).data.url;
      },
      [...PNG],
    );
    expect(url).toMatch(/^\/files\/private\//);
    expect((await page.request.get(url)).status()).toBe(200);

    const other = await secondSession(browser);
    await signedInAt(other.page, { nickname: '林晚' });
    expect((await other.page.request.get(url)).status()).toBe(404);
    await other.context.close();
    const anonymous = await browser.newContext();
    expect((await anonymous.request.get(new URL(url, page.url()).href)).status()).not.toBe(200);
    await anonymous.close();
  });
});
