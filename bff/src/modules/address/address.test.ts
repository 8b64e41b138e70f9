import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const errors = 'userErrors { field code message }';
const fields = 'id recipientName phone province { code name } city district street postcode isDefault';
const create = `mutation C($input: AddressInput!) { createAddress(input: $input) { address { ${fields} } ${errors} } }`;
const update = `mutation U($id: ID!, $input: AddressInput!) { updateAddress(id: $id, input: $input) { address { ${fields} } ${errors} } }`;
/** The id of the address a create or update mutation returned. */
function idOf(reply: { body: { data?: Record<string, unknown> | null } }, mutation: string): string {
  const payload = reply.body.data?.[mutation] as { address: { id: string } } | undefined;
  return payload?.address.id ?? '';
}

const input = {
  recipientName: '林晚',
  phone: '138 1234 5678',
  provinceCode: '330000',
  city: '杭州市',
  district: '西湖区',
  street: '文三路 90 号',
};

describe('address book', () => {
  it('creates, lists, updates, makes default and deletes, with provinces in the request language', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const headers = { 'x-locale': 'en' };
    const first = await postGraphql(app, create, { variables: { input }, cookies, headers });
    expect(first.body.data?.createAddress).toEqual({
      address: {
        id: expect.any(String),
        recipientName: '林晚',
        phone: '13812345678',
        province: { code: '330000', name: 'Zhejiang' },
        city: '杭州市',
        district: '西湖区',
        street: '文三路 90 号',
        postcode: null,
        isDefault: true,
      },
      userErrors: [],
    });
    const second = await postGraphql(app, create, {
      variables: { input: { ...input, provinceCode: '810000', postcode: '999077' } },
      cookies,
      headers: { 'x-locale': 'zh-tw' },
    });
    const id = idOf(second, 'createAddress');
    const changed = await postGraphql(app, update, {
      variables: { id, input: { ...input, city: '宁波市', isDefault: true } },
      cookies,
      headers,
    });
    expect(changed.body.data?.updateAddress).toMatchObject({ address: { city: '宁波市', isDefault: true } });
    const listed = await postGraphql(app, '{ addresses { id isDefault province { name } } }', {
      cookies,
      headers,
    });
    expect(listed.body.data?.addresses).toEqual([
      { id, isDefault: true, province: { name: 'Zhejiang' } },
      { id: idOf(first, 'createAddress'), isDefault: false, province: { name: 'Zhejiang' } },
    ]);
    const firstId = idOf(first, 'createAddress');
    const setDefault = await postGraphql(
      app,
      `mutation D($id: ID!) { setDefaultAddress(id: $id) { ok ${errors} } }`,
      { variables: { id: firstId }, cookies },
    );
    expect(setDefault.body.data?.setDefaultAddress).toEqual({ ok: true, userErrors: [] });
    const deleted = await postGraphql(
      app,
      `mutation X($id: ID!) { deleteAddress(id: $id) { ok ${errors} } }`,
      { variables: { id: firstId }, cookies },
    );
    expect(deleted.body.data?.deleteAddress).toEqual({ ok: true, userErrors: [] });
    const after = await postGraphql(app, '{ addresses { id isDefault } }', { cookies });
    expect(after.body.data?.addresses).toEqual([{ id, isDefault: true }]);
  });

  it('returns refusals as user errors on their fields, and NOT_FOUND for another user’s address', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const bad = await postGraphql(app, create, {
      variables: { input: { ...input, phone: '12345', provinceCode: 'Zhejiang', postcode: '12' } },
      cookies,
      headers: { 'x-locale': 'zh-cn' },
    });
    expect(bad.body.data?.createAddress).toEqual({
      address: null,
      userErrors: [
        { field: 'phone', code: 'INVALID', message: '必须是 11 位中国大陆手机号' },
        { field: 'provinceCode', code: 'INVALID', message: expect.stringContaining('GB/T 2260') },
        { field: 'postcode', code: 'INVALID', message: '邮政编码为 6 位数字' },
      ],
    });
    const mine = await postGraphql(app, create, { variables: { input }, cookies });
    const id = idOf(mine, 'createAddress');
    const other = sessionCookies(await fake.accounts.register());
    const stolen = await postGraphql(app, update, {
      variables: { id, input: { ...input, city: 'x' } },
      cookies: other,
      headers: { 'x-locale': 'en' },
    });
    expect(stolen.body.data?.updateAddress).toEqual({
      address: null,
      userErrors: [{ field: null, code: 'NOT_FOUND', message: 'Not found' }],
    });
    const anonymous = await postGraphql(app, '{ addresses { id } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
