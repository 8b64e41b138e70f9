import { expect, it } from 'vitest';
import type { FieldError } from '../../lib/errors.js';
import { getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const GOODS = `${SITE}/homepage/goods/page`;
const SELLERS = `${SITE}/seller/batch`;

type Invalid = { fields: FieldError[] };

async function invalid(use: UseApi, url: string) {
  const reply = await getJson<Invalid>(use().app, url);
  expect(reply.status, url).toBe(400);
  expect(Object.keys(reply.body).sort()).toEqual(['code', 'data', 'msg', 'success']);
  expect(reply.body.code).toBe(400);
  expect(reply.body.success).toBe(false);
  return reply.body;
}

export function validationCases(use: UseApi): void {
  it.each([
    ['zh-cn', '请求参数不正确', '不能大于 100'],
    ['en', 'Invalid request parameters', 'Must be at most 100'],
    ['zh-tw', '請求參數不正確', '不能大於 100'],
  ])('size > 100 is a 400 naming the field, in %s', async (lang, msg, message) => {
    const body = await invalid(use, `${GOODS}?size=101&lang=${lang}`);
    expect(body.msg).toBe(msg);
    expect(body.data.fields).toEqual([{ field: 'size', message }]);
  });

  it.each([
    ['size=0', 'size', 'Must be at least 1'],
    ['current=0', 'current', 'Must be at least 1'],
    ['size=abc', 'size', 'Expected a number'],
    ['current=1.5', 'current', 'Must be a whole number'],
    ['saleType=2', 'saleType', 'Must be one of: 0, 1'],
    ['sort=cheapest', 'sort', 'Must be one of: newest, price_asc, price_desc, popular, ending_soon'],
    ['categoryId=abc', 'categoryId', 'Must be an id made of digits'],
    ['isAuthUserLike=yes', 'isAuthUserLike', 'Must be true or false'],
    [`keyword=${'x'.repeat(51)}`, 'keyword', 'Must be at most 50 characters'],
  ])('goods page: %s → 400 on %s', async (query, field, message) => {
    const body = await invalid(use, `${GOODS}?${query}&lang=en`);
    expect(body.data.fields).toContainEqual({ field, message });
  });

  it('reports every invalid field at once', async () => {
    const body = await invalid(use, `${GOODS}?size=0&current=0&saleType=9&lang=en`);
    expect(body.data.fields.map((f) => f.field).sort()).toEqual(['current', 'saleType', 'size']);
  });

  it('uses Accept-Language for validation messages when lang is absent', async () => {
    const reply = await getJson<Invalid>(use().app, `${GOODS}?size=101`, {
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(reply.body.msg).toBe('請求參數不正確');
    expect(reply.body.data.fields).toEqual([{ field: 'size', message: '不能大於 100' }]);
  });

  it.each([
    ['', 'ids', 'This field is required'],
    ['ids=', 'ids', 'Must be a comma-separated list of ids made of digits'],
    ['ids=1,abc', 'ids', 'Must be a comma-separated list of ids made of digits'],
    ['ids=-1', 'ids', 'Must be a comma-separated list of ids made of digits'],
  ])('seller batch: %j → 400', async (query, field, message) => {
    const body = await invalid(use, `${SELLERS}?${query}&lang=en`);
    expect(body.data.fields).toEqual([{ field, message }]);
  });

  it('seller batch: more than 100 distinct ids → 400 in every language', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const en = await invalid(use, `${SELLERS}?ids=${ids}&lang=en`);
    expect(en.data.fields).toEqual([{ field: 'ids', message: 'Must contain at most 100 items' }]);
    const cn = await invalid(use, `${SELLERS}?ids=${ids}`);
    expect(cn.data.fields).toEqual([{ field: 'ids', message: '最多包含 100 项' }]);
    const tw = await invalid(use, `${SELLERS}?ids=${ids}&lang=zh-tw`);
    expect(tw.data.fields).toEqual([{ field: 'ids', message: '最多包含 100 項' }]);
  });
}
