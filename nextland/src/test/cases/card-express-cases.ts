import { expect, it } from 'vitest';
import { C, call, loginAs, registerNew } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { demoId } from './login-cases.js';

const CARD = `${C}/back/card`;
const EXPRESS = `${C}/express`;
const VISA = '4111 1111 1111 1111';
const UNIONPAY = '6222021234567890128';

type Card = { id: string; last4: string; maskedNumber: string; isDefault: boolean };
type Fields = { fields: { field: string; message: string }[] };
type Express = { id: string; regions: string[]; regionNames: string[] };

export function cardExpressCases(use: UseApi): void {
  it('refuses a card for a user who is not real-name verified (403)', async () => {
    const user = await registerNew(use().app);
    const reply = await call(
      use().app,
      'POST',
      CARD,
      { cardNumber: VISA, holderName: 'x', bankName: 'B' },
      { token: user.access_token },
    );
    expect(reply.status).toBe(403);
    expect(reply.body.msg).toBe('Complete real-name verification before adding a bank card');
  });

  it('checks Luhn and the holder name; keeps only the last 4; first card is default', async () => {
    const { app } = use();
    const { access_token: token } = await loginAs(app, await demoId(use, 'creator'));
    const luhn = await call<Fields>(
      app,
      'POST',
      CARD,
      { cardNumber: '4111111111111112', holderName: '沈知白', bankName: 'B' },
      { token },
    );
    expect(luhn.body.data.fields).toEqual([{ field: 'cardNumber', message: 'Not a valid bank card number' }]);
    const holder = await call<Fields>(
      app,
      'POST',
      CARD,
      { cardNumber: VISA, holderName: '别人', bankName: 'B' },
      { token },
    );
    expect(holder.body.data.fields).toEqual([
      { field: 'holderName', message: 'The card holder must be your verified real name' },
    ]);
    const first = await call<Card>(
      app,
      'POST',
      CARD,
      { cardNumber: VISA, holderName: '沈知白', bankName: '招商银行' },
      { token },
    );
    expect(first.body.data).toMatchObject({
      last4: '1111',
      maskedNumber: '**** **** **** 1111',
      isDefault: true,
    });
    expect(JSON.stringify(first.body)).not.toContain('4111111111111111');
    const dup = await call<Fields>(
      app,
      'POST',
      CARD,
      { cardNumber: VISA, holderName: '沈知白', bankName: 'X' },
      { token },
    );
    expect(dup.body.data.fields[0]?.message).toBe('This card has already been added');
    const second = await call<Card>(
      app,
      'POST',
      CARD,
      { cardNumber: UNIONPAY, holderName: '沈知白', bankName: '工商银行' },
      { token },
    );
    expect(second.body.data.isDefault).toBe(false);
    expect(
      (await call(app, 'POST', `${CARD}/default/${second.body.data.id}`, undefined, { token })).body.code,
    ).toBe(200);
    const list = await call<Card[]>(app, 'GET', `${CARD}/list`, undefined, { token });
    expect(list.body.data.map((c) => [c.id, c.isDefault])).toEqual([
      [second.body.data.id, true],
      [first.body.data.id, false],
    ]);
    // Deleting the default promotes the remaining card.
    expect(
      (await call(app, 'POST', `${CARD}/delete/${second.body.data.id}`, undefined, { token })).body.code,
    ).toBe(200);
    const after = await call<Card[]>(app, 'GET', `${CARD}/list`, undefined, { token });
    expect(after.body.data).toEqual([expect.objectContaining({ id: first.body.data.id, isDefault: true })]);
  });

  it("answers another user's card id with 404", async () => {
    const { app } = use();
    const owner = await loginAs(app, await demoId(use, 'official'));
    const card = await call<Card>(
      app,
      'POST',
      CARD,
      { cardNumber: UNIONPAY, holderName: '官方账号', bankName: 'B' },
      { token: owner.access_token },
    );
    expect(card.body.code).toBe(200);
    const other = await loginAs(app, await demoId(use, 'verified'));
    for (const path of [`default/${card.body.data.id}`, `delete/${card.body.data.id}`, 'delete/abc']) {
      expect(
        (await call(app, 'POST', `${CARD}/${path}`, undefined, { token: other.access_token })).body.code,
      ).toBe(404);
    }
    const list = await call<Card[]>(app, 'GET', `${CARD}/list`, undefined, { token: owner.access_token });
    expect(list.body.data.map((c) => c.id)).toContain(card.body.data.id);
  });

  it('creates, pages and deletes no-postage entries; minimum required; owner only', async () => {
    const { app } = use();
    const a = await registerNew(app);
    const b = await registerNew(app);
    const none = await call<Fields>(
      app,
      'POST',
      `${EXPRESS}/create`,
      { name: 'x', regions: ['330000'] },
      { token: a.access_token },
    );
    expect(none.body.data.fields).toEqual([
      { field: 'minCount', message: 'Give a minimum count or a minimum amount' },
    ]);
    const created = await call<Express>(
      app,
      'POST',
      `${EXPRESS}/create`,
      { name: '江浙沪包邮', regions: ['330000', '320000', '310000', '330000'], minAmount: 9900 },
      { token: a.access_token },
    );
    expect(created.body.data).toMatchObject({
      regions: ['330000', '320000', '310000'],
      regionNames: ['Zhejiang', 'Jiangsu', 'Shanghai'],
      minAmount: 9900,
      minCount: null,
    });
    await call(
      app,
      'POST',
      `${EXPRESS}/create`,
      { name: '满 2 件', regions: ['810000', '820000', '710000'], minCount: 2 },
      { token: a.access_token },
    );
    const page = await call<{ total: number; records: { name: string }[] }>(
      app,
      'GET',
      `${EXPRESS}/page?size=1`,
      undefined,
      { token: a.access_token },
    );
    expect(page.body.data).toMatchObject({ total: 2, pages: 2, records: [{ name: '满 2 件' }] });
    expect(
      (
        await call(app, 'POST', `${EXPRESS}/delete/${created.body.data.id}`, undefined, {
          token: b.access_token,
        })
      ).body.code,
    ).toBe(404);
    expect(
      (await call<{ total: number }>(app, 'GET', `${EXPRESS}/page`, undefined, { token: b.access_token }))
        .body.data.total,
    ).toBe(0);
    expect(
      (
        await call(app, 'POST', `${EXPRESS}/delete/${created.body.data.id}`, undefined, {
          token: a.access_token,
        })
      ).body.code,
    ).toBe(200);
    expect(
      (await call<{ total: number }>(app, 'GET', `${EXPRESS}/page`, undefined, { token: a.access_token }))
        .body.data.total,
    ).toBe(1);
  });

  it('no-postage regions are codes, named in the request language; a name or unknown code is a 400', async () => {
    const { app } = use();
    const user = await registerNew(app);
    const created = await call<Express>(
      app,
      'POST',
      `${EXPRESS}/create`,
      { name: '港澳台', regions: ['810000', '820000', '710000', '650000'], minCount: 1 },
      { token: user.access_token, lang: 'zh-cn' },
    );
    expect(created.body.data.regionNames).toEqual(['香港', '澳门', '台湾', '新疆']);
    const names = async (lang: string) => {
      const reply = await call<{ records: Express[] }>(app, 'GET', `${EXPRESS}/page`, undefined, {
        token: user.access_token,
        lang,
      });
      return reply.body.data.records[0]?.regionNames;
    };
    expect(await names('zh-tw')).toEqual(['香港', '澳門', '台灣', '新疆']);
    expect(await names('en')).toEqual(['Hong Kong', 'Macau', 'Taiwan', 'Xinjiang']);
    const cursor = await call<{ records: Express[] }>(
      app,
      'GET',
      `${EXPRESS}/cursor-page?size=5`,
      undefined,
      {
        token: user.access_token,
        lang: 'zh-tw',
      },
    );
    expect(cursor.body.data.records[0]).toMatchObject({
      regions: ['810000', '820000', '710000', '650000'],
      regionNames: ['香港', '澳門', '台灣', '新疆'],
    });

    for (const [lang, message] of [
      ['en', 'Must be a province-level region code from the list (GB/T 2260, e.g. 310000 for Shanghai)'],
      ['zh-cn', '必须是列表中的省级地区代码（GB/T 2260，例如上海为 310000）'],
      ['zh-tw', '必須是列表中的省級地區代碼（GB/T 2260，例如上海為 310000）'],
    ] as const) {
      const refused = await call<Fields>(
        app,
        'POST',
        `${EXPRESS}/create`,
        { name: 'names', regions: ['310000', '浙江', '310100', 'Jiangsu'], minCount: 1 },
        { token: user.access_token, lang },
      );
      expect(refused.status).toBe(400);
      expect(refused.body.data.fields).toEqual([
        { field: 'regions.1', message },
        { field: 'regions.2', message },
        { field: 'regions.3', message },
      ]);
    }
    const tooMany = await call<Fields>(
      app,
      'POST',
      `${EXPRESS}/create`,
      { name: 'many', regions: Array.from({ length: 35 }, () => '110000'), minCount: 1 },
      { token: user.access_token },
    );
    expect(tooMany.body.data.fields).toEqual([
      { field: 'regions', message: 'Must contain at most 34 items' },
    ]);
    const empty = await call<Fields>(
      app,
      'POST',
      `${EXPRESS}/create`,
      { name: 'none', regions: [], minCount: 1 },
      { token: user.access_token },
    );
    expect(empty.body.data.fields).toEqual([{ field: 'regions', message: 'Must contain at least 1 items' }]);
    // Nothing was written by the refused requests.
    expect(
      (await call<{ total: number }>(app, 'GET', `${EXPRESS}/page`, undefined, { token: user.access_token }))
        .body.data.total,
    ).toBe(1);
  });
}
