// The delivery address book at /my/address, end to end (web → BFF → nextland → database), in two languages:
// add two addresses, edit one, make the second the default, delete, and a server-side error on its field.
import { expect, type Page, test } from '@playwright/test';
import { signedInAt } from './sessions';
import { onlyIn, openHydrated } from './support';

const cases = [
  {
    locale: 'zh-cn',
    prefix: '',
    title: /^收货地址 · 个人中心 · Nextland$/,
    heading: '收货地址',
    add: '新增地址',
    addTitle: '新增收货地址',
    editTitle: '编辑收货地址',
    recipient: '收货人',
    phone: '手机号',
    province: '省份 / 地区',
    city: '城市',
    district: '区 / 县',
    street: '详细地址',
    postcode: '邮政编码',
    isDefault: '设为默认收货地址',
    save: '保存地址',
    edit: '编辑',
    setDefault: '设为默认',
    remove: '删除',
    removeTitle: '删除这个地址？',
    badge: '默认',
    cancel: '取消',
    zhejiang: '浙江',
    shanghai: '上海',
    serverError: '必须是列表中的省级地区代码（GB/T 2260，例如上海为 310000）',
  },
  {
    locale: 'en',
    prefix: '/en',
    title: /^Addresses · My centre · Nextland$/,
    heading: 'Delivery addresses',
    add: 'Add an address',
    addTitle: 'New address',
    editTitle: 'Edit address',
    recipient: 'Recipient',
    phone: 'Mobile number',
    province: 'Province or region',
    city: 'City',
    district: 'District or county',
    street: 'Street address',
    postcode: 'Postcode',
    isDefault: 'Use as my default address',
    save: 'Save address',
    edit: 'Edit',
    setDefault: 'Make default',
    remove: 'Delete',
    removeTitle: 'Delete this address?',
    badge: 'Default',
    cancel: 'Cancel',
    zhejiang: 'Zhejiang',
    shanghai: 'Shanghai',
    serverError: 'Must be a province-level region code from the list (GB/T 2260, e.g. 310000 for Shanghai)',
  },
] as const;

type Case = (typeof cases)[number];
type Fill = { name: string; phone: string; province: string; city: string; district: string; street: string };

async function fillAddress(page: Page, c: Case, a: Fill) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(c.recipient).fill(a.name);
  await dialog.getByLabel(c.phone).fill(a.phone);
  await dialog.getByRole('button', { name: new RegExp(c.province) }).click();
  await page.getByRole('option', { name: a.province, exact: true }).click();
  await dialog.getByLabel(c.city).fill(a.city);
  await dialog.getByLabel(c.district).fill(a.district);
  await dialog.getByLabel(c.street).fill(a.street);
}

async function shoot(page: Page, name: string) {
  for (const width of [1920, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 1080 : 844 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    // A full-page shot stops at the viewport for a fixed overlay: the dialog's end is shot scrolled to.
    const dialog = page.getByRole('dialog');
    if ((await dialog.count()) > 0) {
      await dialog.getByRole('button').last().scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}-end.png`) });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

// Runs once, in one locale; the locales take turns across journeys (issue 25).
for (const c of onlyIn(cases, '')) {
  test(`address book (${c.locale}): add, edit, make default, delete; a server error lands on its field`, async ({
    page,
  }) => {
    // Registration crosses the stand-in login, SMS and the BFF; then a dozen round trips: room on a busy machine.
    test.slow();
    await signedInAt(page, { newUser: true }, `${c.prefix}/my`);
    await openHydrated(page, `${c.prefix}/my/address`);
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await expect(page).toHaveTitle(c.title);
    const items = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: c.edit }) });

    // The first address: the default, without a box to untick.
    await page.getByRole('button', { name: c.add }).click();
    await expect(page.getByRole('dialog', { name: c.addTitle })).toBeVisible();
    await expect(page.getByLabel(c.isDefault)).toHaveCount(0);
    const home = {
      name: '林晚',
      phone: '138 1234 5678',
      province: c.zhejiang,
      city: '杭州市',
      district: '西湖区',
    };
    await fillAddress(page, c, { ...home, street: '文三路 90 号 3 幢 501 室' });
    await page.getByRole('dialog').getByLabel(c.postcode).fill('310012');
    await page.getByRole('button', { name: c.save }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(items).toHaveCount(1);
    await expect(items.first().getByText(c.badge, { exact: true })).toBeVisible();
    await expect(items.first()).toContainText('13812345678');

    // The second one is not the default unless ticked.
    await page.getByRole('button', { name: c.add }).click();
    await expect(page.getByLabel(c.isDefault)).not.toBeChecked();
    const office = { name: 'Lin Wan', phone: '13900001111', province: c.shanghai, city: '上海市' };
    await fillAddress(page, c, { ...office, district: '徐汇区', street: '漕溪北路 88 号 12 楼' });
    await page.getByRole('button', { name: c.save }).click();
    await expect(items).toHaveCount(2);
    const second = items.filter({ hasText: '漕溪北路' });
    await expect(second.getByText(c.badge, { exact: true })).toHaveCount(0);

    // Edit it: the form starts from what is saved.
    await second.getByRole('button', { name: c.edit }).click();
    await expect(page.getByRole('dialog', { name: c.editTitle })).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel(c.city)).toHaveValue('上海市');
    await page.getByRole('dialog').getByLabel(c.district).fill('静安区');
    await page.getByRole('button', { name: c.save }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(second).toContainText('静安区');

    // Make it the default: it moves first, the other loses the badge.
    await second.getByRole('button', { name: c.setDefault }).click();
    await expect(items.first()).toContainText('漕溪北路');
    await expect(items.first().getByText(c.badge, { exact: true })).toBeVisible();
    await expect(items.nth(1).getByText(c.badge, { exact: true })).toHaveCount(0);
    await shoot(page, `address-list-${c.locale}`);

    // Delete the first address, after confirming.
    await items.filter({ hasText: '文三路' }).getByRole('button', { name: c.remove }).click();
    const confirm = page.getByRole('dialog', { name: c.removeTitle });
    await confirm.getByRole('button', { name: c.remove }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('漕溪北路');

    // A failure only nextland can see (the request altered on the way): its message lands on the field.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables?: { input?: object };
      };
      if (body.operationName !== 'CreateAddress') return route.continue();
      const variables = { ...body.variables, input: { ...body.variables?.input, provinceCode: '999999' } };
      return route.continue({ postData: JSON.stringify({ ...body, variables }) });
    });
    await page.getByRole('button', { name: c.add }).click();
    await fillAddress(page, c, { ...home, street: '文三路 91 号' });
    await page.getByRole('button', { name: c.save }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(c.serverError)).toBeVisible();
    // On the province field (react-aria marks the invalid Select), not as the form's message.
    await expect(dialog.locator('[data-invalid]').filter({ hasText: c.province })).toContainText(
      c.serverError,
    );
    await expect(dialog.getByText(c.serverError)).toHaveCount(1);
    await shoot(page, `address-form-error-${c.locale}`);
    await page.unroute('**/graphql');
    await dialog.getByRole('button', { name: c.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(items).toHaveCount(1);
  });
}
