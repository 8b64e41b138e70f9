// Drafts, edits and the whole-item check of a release (decision 0027 §1) on the real app and database: PGlite
// always, PostgreSQL when TEST_POSTGRES_URL is set.
import { expect, it } from 'vitest';
import { call } from '../../test/account-helpers.js';
import { describeOnDrivers } from '../../test/describe-on-drivers.js';
import {
  categoryId,
  newItem,
  personOfType,
  post,
  prefix,
  statusOf,
  type Use,
} from '../../test/selling-helpers.js';
import { sampleImage, uploadFile } from '../../test/upload-helpers.js';
import { AccountType } from '../customer/account-type.js';
import { GoodsStatus } from '../goods/status.js';
import type { ItemKind } from './items.js';

const { DRAFT, UNDER_REVIEW, ON_SALE } = GoodsStatus;
const KINDS: ItemKind[] = ['goods', 'opus'];

type Draft = {
  id: string;
  status: number;
  title: string;
  priceFen: number;
  images: { url: string }[];
  translations: { lang: string; title: string }[];
};
type Fields = { fields: { field: string; message: string }[] };

const send = <T = Draft>(
  use: Use,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  token: string,
  body?: unknown,
  lang = 'en',
) => call<T>(use().app, method, url, body, { token, lang });

async function listingImages(use: Use, token: string, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const reply = await uploadFile(use().app, 'listing', await sampleImage('png', { width: 60 + i }), {
      token,
      filename: `p${i}.png`,
      contentType: 'image/png',
    });
    expect(reply.body.code, JSON.stringify(reply.body)).toBe(200);
    urls.push(reply.body.data.url);
  }
  return urls;
}

/** Every field a release needs, for `kind`. */
async function wholeFields(use: Use, kind: ItemKind, token: string, category = 'ceramics') {
  const common = {
    title: '青瓷茶杯',
    description: '手工拉坯，\r\n\r\n\r\n\r\n龙泉青瓷。',
    categoryId: await categoryId(use().db, category),
    priceFen: 12_800,
    images: await listingImages(use, token, 3),
    translations: [{ lang: 'en', title: 'Celadon tea cup', description: 'Hand-thrown Longquan celadon.' }],
  };
  return kind === 'goods'
    ? { ...common, stock: 12 }
    : { ...common, editionSize: 50, mediaType: 'image', licence: 'personal' };
}

const errorsOf = (body: { data: unknown }) => (body.data as Fields).fields;
const fieldsOf = (body: { data: unknown }) =>
  errorsOf(body)
    .map((f) => f.field)
    .sort();

describeOnDrivers('release drafts API', (use) => {
  it.each(KINDS)('%s: a draft saves step by step, reads back, and releases when whole', async (kind) => {
    const seller = await personOfType(use().db);
    const created = await send(
      use,
      'POST',
      `${prefix(kind)}/draft`,
      seller.token,
      { title: '青瓷茶杯' },
      'zh-cn',
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ status: DRAFT, title: '青瓷茶杯', priceFen: 0, images: [] });
    const id = created.body.data.id;
    const whole = await wholeFields(use, kind, seller.token);
    // Half a form: only the price. Then the rest.
    const priced = await send(use, 'PUT', `${prefix(kind)}/draft/${id}`, seller.token, { priceFen: 12_800 });
    expect(priced.body.data).toMatchObject({ title: '青瓷茶杯', priceFen: 12_800 });
    const saved = await send(use, 'PUT', `${prefix(kind)}/draft/${id}`, seller.token, whole);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.images.map((image) => image.url)).toEqual(whole.images);
    expect(saved.body.data).toMatchObject({ description: '手工拉坯，\n\n龙泉青瓷。', originalLang: 'zh-cn' });
    // Reordering makes another cover; dropping a translation removes it.
    const reordered = [whole.images[2], whole.images[0], whole.images[1]];
    await send(use, 'PUT', `${prefix(kind)}/draft/${id}`, seller.token, {
      images: reordered,
      translations: [],
    });
    const read = await send(use, 'GET', `${prefix(kind)}/draft/${id}`, seller.token);
    expect(read.body.data.images.map((image) => image.url)).toEqual(reordered);
    expect(read.body.data.translations).toEqual([]);
    const released = await post(use, `${prefix(kind)}/release/${id}`, seller.token);
    expect(released.body, JSON.stringify(released.body)).toMatchObject({
      code: 200,
      data: { status: ON_SALE },
    });
  });

  it.each(KINDS)(
    '%s: each field is checked on save, and a release names every missing field',
    async (kind) => {
      const seller = await personOfType(use().db);
      const { id } = (await send(use, 'POST', `${prefix(kind)}/draft`, seller.token, {})).body.data;
      const stock = kind === 'goods' ? { stock: 100_000 } : { editionSize: 0 };
      const bad = await send(use, 'PUT', `${prefix(kind)}/draft/${id}`, seller.token, {
        title: 'x'.repeat(61),
        priceFen: 1.5,
        ...stock,
      });
      expect(bad.status).toBe(400);
      const stockField = kind === 'goods' ? 'stock' : 'editionSize';
      expect(fieldsOf(bad.body)).toEqual(['priceFen', stockField, 'title'].sort());
      // Someone else's upload, a category that does not exist, a translation in the original language.
      const other = await personOfType(use().db);
      const [foreign] = await listingImages(use, other.token, 1);
      const refused = await send(use, 'PUT', `${prefix(kind)}/draft/${id}`, seller.token, {
        images: [foreign],
        categoryId: 99_999,
        originalLang: 'en',
        translations: [{ lang: 'en', title: 'Cup', description: '' }],
      });
      expect(fieldsOf(refused.body)).toEqual(['categoryId', 'images.0', 'translations.0.lang']);
      expect(errorsOf(refused.body)).toContainEqual({
        field: 'images.0',
        message: 'Must be a picture you uploaded yourself',
      });
      const en = await post(use, `${prefix(kind)}/release/${id}`, seller.token);
      expect(en.status).toBe(400);
      const missing = ['categoryId', 'description', 'images', 'priceFen', stockField, 'title'];
      if (kind === 'opus') missing.splice(missing.indexOf('editionSize'), 1);
      expect(fieldsOf(en.body)).toEqual(missing.sort());
      expect(errorsOf(en.body)).toContainEqual({
        field: 'title',
        message: 'This field is required',
      });
      const zh = await post(use, `${prefix(kind)}/release/${id}`, seller.token, undefined, 'zh-cn');
      expect(errorsOf(zh.body)).toContainEqual({
        field: 'images',
        message: expect.stringMatching(/1/),
      });
      expect(zh.body.msg).not.toBe(en.body.msg);
      expect((await statusOf(use().db, kind, Number(id)))?.status).toBe(DRAFT);
    },
  );

  it.each(KINDS)("%s: verified sellers only; someone else's draft is 404", async (kind) => {
    const unverified = await personOfType(use().db, AccountType.UNVERIFIED);
    const refused = await send(use, 'POST', `${prefix(kind)}/draft`, unverified.token, { title: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('Complete real-name verification before selling');
    const owner = await personOfType(use().db);
    const stranger = await personOfType(use().db);
    const id = await newItem(use().db, kind, owner.id);
    expect((await send(use, 'GET', `${prefix(kind)}/draft/${id}`, stranger.token)).status).toBe(404);
    expect(
      (await send(use, 'PUT', `${prefix(kind)}/draft/${id}`, stranger.token, { title: 'mine' })).status,
    ).toBe(404);
    expect((await send(use, 'GET', `${prefix(kind)}/draft/abc`, owner.token)).status).toBe(404);
  });

  it.each(KINDS)('%s: an edit on sale goes back to review only for reviewed content', async (kind) => {
    const { db } = use();
    const seller = await personOfType(db);
    const painting = await newItem(db, kind, seller.id, {
      status: ON_SALE,
      categoryId: await categoryId(db, 'painting'),
    });
    const ceramics = await newItem(db, kind, seller.id, { status: ON_SALE });
    const path = (id: number) => `${prefix(kind)}/draft/${id}`;
    const amount = kind === 'goods' ? { stock: 3 } : { editionSize: 20 };
    // Price and stock: still on sale.
    expect(
      (await send(use, 'PUT', path(painting), seller.token, { priceFen: 999, ...amount })).body.data.status,
    ).toBe(ON_SALE);
    // Emptying a field of an item on sale is refused, and nothing changes.
    const emptied = await send(use, 'PUT', path(painting), seller.token, { title: '', priceFen: 5 });
    expect(fieldsOf(emptied.body)).toEqual(['title']);
    expect((await send(use, 'GET', path(painting), seller.token)).body.data.priceFen).toBe(999);
    // A new title in a reviewed category: back to review; in ceramics it stays on sale.
    expect(
      (await send(use, 'PUT', path(painting), seller.token, { title: 'New title' })).body.data.status,
    ).toBe(UNDER_REVIEW);
    expect(
      (await send(use, 'PUT', path(ceramics), seller.token, { title: 'New title' })).body.data.status,
    ).toBe(ON_SALE);
    // Under review, the official is deciding: no edits.
    const locked = await send(use, 'PUT', path(painting), seller.token, { priceFen: 1 });
    expect(locked.status).toBe(409);
    expect((await statusOf(db, kind, painting))?.status).toBe(UNDER_REVIEW);
  });
});
