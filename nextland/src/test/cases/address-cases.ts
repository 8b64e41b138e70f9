import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addresses } from '../../modules/address/schema.js';
import { C, call, loginAs, registerNew } from '../account-helpers.js';
import type { UseApi } from '../api-suite.js';
import { demoId } from './login-cases.js';

const ADDRESS = `${C}/address`;

type Address = {
  id: string;
  recipientName: string;
  phone: string;
  provinceCode: string;
  provinceName: string;
  city: string;
  district: string;
  street: string;
  postcode: string | null;
  isDefault: boolean;
};
type Fields = { fields: { field: string; message: string }[] };

const HOME = {
  recipientName: ' 林晚 ',
  phone: '138 1234-5678',
  provinceCode: '330000',
  city: '杭州市',
  district: '西湖区',
  street: '文三路 90 号 3 幢 501',
  postcode: '310012',
};
const OFFICE = {
  recipientName: 'Lin Wan',
  phone: '13900001111',
  provinceCode: '810000',
  city: 'Hong Kong',
  district: 'Central',
  street: '1 Queen’s Road',
};

export function addressCases(use: UseApi): void {
  const list = async (token: string, lang = 'en') =>
    (await call<Address[]>(use().app, 'GET', `${ADDRESS}/list`, undefined, { token, lang })).body.data;
  const create = (token: string, body: object, lang = 'en') =>
    call<Address>(use().app, 'POST', `${ADDRESS}/create`, body, { token, lang });

  it('seeds the demo buyers with addresses, one default each', async () => {
    const verified = await loginAs(use().app, await demoId(use, 'verified'));
    expect((await list(verified.access_token, 'zh-cn')).map((a) => [a.provinceName, a.isDefault])).toEqual([
      ['浙江', true],
      ['上海', false],
    ]);
    const newcomer = await loginAs(use().app, await demoId(use, 'newcomer'));
    expect(await list(newcomer.access_token)).toEqual([
      expect.objectContaining({ provinceName: 'Guangdong', isDefault: true }),
    ]);
  });

  it('adds addresses: normalised, the first is default, provinces named in the request language', async () => {
    const { access_token: token } = await registerNew(use().app);
    expect(await list(token)).toEqual([]);
    const home = await create(token, HOME);
    expect(home.body.data).toMatchObject({
      recipientName: '林晚',
      phone: '13812345678',
      provinceCode: '330000',
      provinceName: 'Zhejiang',
      postcode: '310012',
      isDefault: true,
    });
    const office = await create(token, OFFICE, 'zh-tw');
    expect(office.body.data).toMatchObject({ provinceName: '香港', postcode: null, isDefault: false });
    expect((await list(token, 'zh-cn')).map((a) => [a.provinceName, a.isDefault])).toEqual([
      ['浙江', true],
      ['香港', false],
    ]);
    const detail = await call<Address>(
      use().app,
      'GET',
      `${ADDRESS}/detail/${office.body.data.id}`,
      undefined,
      {
        token,
        lang: 'zh-tw',
      },
    );
    expect(detail.body.data).toMatchObject({ city: 'Hong Kong', provinceName: '香港' });
    // Added as default: the previous default is unset.
    const third = await create(token, { ...OFFICE, street: '2 Des Voeux Road', isDefault: true });
    expect(third.body.data.isDefault).toBe(true);
    expect((await list(token)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.body.data.id]);
  });

  it('refuses bad input with a translated message on each field, and writes nothing', async () => {
    const { access_token: token } = await registerNew(use().app);
    const bad = {
      recipientName: '',
      phone: '12345',
      provinceCode: '浙江',
      city: 'x'.repeat(33),
      district: '西湖区',
      street: '路',
      postcode: '3100',
    };
    const en = await create(token, bad);
    expect(en.status).toBe(400);
    expect(en.body.data).toEqual({
      fields: [
        { field: 'recipientName', message: 'Must be at least 1 characters' },
        { field: 'phone', message: 'Must be a mainland mobile number (11 digits starting with 1)' },
        {
          field: 'provinceCode',
          message: 'Must be a province-level region code from the list (GB/T 2260, e.g. 310000 for Shanghai)',
        },
        { field: 'city', message: 'Must be at most 32 characters' },
        { field: 'postcode', message: 'A postcode is 6 digits' },
      ],
    });
    const zh = await create(token, { ...HOME, phone: '1381234567', postcode: 'abcdef' }, 'zh-cn');
    expect((zh.body as unknown as { data: Fields }).data.fields).toEqual([
      { field: 'phone', message: '必须是 11 位中国大陆手机号' },
      { field: 'postcode', message: '邮政编码为 6 位数字' },
    ]);
    const tw = await create(token, { ...HOME, street: 'x'.repeat(121) }, 'zh-tw');
    expect((tw.body as unknown as { data: Fields }).data.fields).toEqual([
      { field: 'street', message: '最多 120 個字元' },
    ]);
    expect(await list(token)).toEqual([]);
    // An update with bad input changes nothing either.
    const saved = await create(token, HOME);
    const refused = await call<Fields>(
      use().app,
      'POST',
      `${ADDRESS}/update`,
      { id: saved.body.data.id, ...HOME, city: '', phone: '1' },
      { token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields.map((f) => f.field)).toEqual(['phone', 'city']);
    expect((await list(token))[0]).toMatchObject({ city: '杭州市', phone: '13812345678' });
  });

  it('updates an address; isDefault true moves the default, false never unsets it', async () => {
    const { access_token: token } = await registerNew(use().app);
    const home = (await create(token, HOME)).body.data;
    const office = (await create(token, OFFICE)).body.data;
    const update = (body: object) =>
      call<Address>(use().app, 'POST', `${ADDRESS}/update`, body, { token, lang: 'zh-cn' });
    const changed = await update({
      id: office.id,
      ...OFFICE,
      provinceCode: '440000',
      city: '深圳市',
      postcode: '',
    });
    expect(changed.body.data).toMatchObject({
      id: office.id,
      provinceName: '广东',
      city: '深圳市',
      postcode: null,
      isDefault: false,
    });
    expect((await update({ id: home.id, ...HOME, isDefault: false })).body.data.isDefault).toBe(true);
    expect((await update({ id: office.id, ...OFFICE, isDefault: true })).body.data.isDefault).toBe(true);
    expect((await list(token)).map((a) => [a.id, a.isDefault])).toEqual([
      [office.id, true],
      [home.id, false],
    ]);
  });

  it('set default and delete: one default remains; deleting it promotes the most recent other', async () => {
    const { access_token: token } = await registerNew(use().app);
    const a = (await create(token, HOME)).body.data;
    const b = (await create(token, OFFICE)).body.data;
    const c = (await create(token, { ...OFFICE, street: '3 Nathan Road' })).body.data;
    const post = (path: string) => call(use().app, 'POST', `${ADDRESS}/${path}`, undefined, { token });
    expect((await post(`default/${b.id}`)).body.code).toBe(200);
    expect((await post(`default/${b.id}`)).body.code).toBe(200);
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([
      [b.id, true],
      [c.id, false],
      [a.id, false],
    ]);
    expect((await post(`delete/${b.id}`)).body.code).toBe(200);
    expect((await list(token)).map((x) => [x.id, x.isDefault])).toEqual([
      [c.id, true],
      [a.id, false],
    ]);
    expect((await post(`delete/${a.id}`)).body.code).toBe(200);
    expect((await post(`delete/${c.id}`)).body.code).toBe(200);
    expect(await list(token)).toEqual([]);
    // The next one added is the default again.
    expect((await create(token, HOME)).body.data.isDefault).toBe(true);
  });

  it("answers another user's address id with 404 and never its data", async () => {
    const owner = await registerNew(use().app);
    const other = await registerNew(use().app);
    const mine = (await create(owner.access_token, HOME)).body.data;
    const token = other.access_token;
    const detail = await call(use().app, 'GET', `${ADDRESS}/detail/${mine.id}`, undefined, { token });
    expect(detail.status).toBe(404);
    expect(JSON.stringify(detail.body)).not.toContain('林晚');
    const update = await call(use().app, 'POST', `${ADDRESS}/update`, { id: mine.id, ...OFFICE }, { token });
    expect(update.body.code).toBe(404);
    expect(JSON.stringify(update.body)).not.toContain('林晚');
    for (const path of [`default/${mine.id}`, `delete/${mine.id}`, 'delete/abc', 'default/0']) {
      expect((await call(use().app, 'POST', `${ADDRESS}/${path}`, undefined, { token })).body.code).toBe(404);
    }
    expect(await list(token)).toEqual([]);
    expect(await list(owner.access_token)).toEqual([
      expect.objectContaining({ id: mine.id, city: '杭州市' }),
    ]);
    expect((await call(use().app, 'GET', `${ADDRESS}/list`)).status).toBe(401);
  });

  it('keeps at most 20 addresses (409, nothing written), also when added at once', async () => {
    const { access_token: token } = await registerNew(use().app);
    const replies = await Promise.all(
      Array.from({ length: 22 }, (_, i) => create(token, { ...HOME, street: `文三路 ${i} 号` })),
    );
    expect(replies.filter((r) => r.body.code === 200)).toHaveLength(20);
    const refused = replies.filter((r) => r.body.code !== 200);
    expect(refused.map((r) => [r.status, r.body.msg])).toEqual([
      [409, 'An address book holds at most 20 addresses; delete one first'],
      [409, 'An address book holds at most 20 addresses; delete one first'],
    ]);
    const all = await list(token);
    expect(all).toHaveLength(20);
    expect(all.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('concurrent "set default" and two first addresses at once leave exactly one default', async () => {
    const { app, db } = use();
    const user = await registerNew(app);
    const token = user.access_token;
    const firsts = await Promise.all([create(token, HOME), create(token, OFFICE)]);
    expect(firsts.map((r) => r.body.code)).toEqual([200, 200]);
    expect(firsts.filter((r) => r.body.data.isDefault)).toHaveLength(1);
    const third = await create(token, HOME);
    const ids = [...firsts, third].map((r) => r.body.data.id);
    const defaults = () =>
      db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.customerId, Number(user.user_id)), eq(addresses.isDefault, true)));
    for (let round = 0; round < 3; round++) {
      const replies = await Promise.all(
        [...ids, ...ids].map((id) => call(app, 'POST', `${ADDRESS}/default/${id}`, undefined, { token })),
      );
      expect(new Set(replies.map((r) => r.body.code))).toEqual(new Set([200]));
      expect(await defaults()).toHaveLength(1);
    }
    // The partial unique index refuses a second default even from a write that skips the service.
    await expect(
      db
        .update(addresses)
        .set({ isDefault: true })
        .where(eq(addresses.customerId, Number(user.user_id))),
    ).rejects.toThrow();
  });
}
