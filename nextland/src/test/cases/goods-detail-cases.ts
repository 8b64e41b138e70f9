import { and, eq, inArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { customers } from '../../modules/customer/schema.js';
import type { GoodsDetail } from '../../modules/goods/dto.js';
import { goods, goodsTranslations } from '../../modules/goods/schema.js';
import { getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const DETAIL = `${SITE}/goods/detail`;

async function idsWithStatus(use: UseApi, statuses: number[], saleType?: 0 | 1): Promise<number[]> {
  const rows = await use()
    .db.select({ id: goods.id })
    .from(goods)
    .where(
      and(inArray(goods.status, statuses), saleType === undefined ? undefined : eq(goods.saleType, saleType)),
    )
    .orderBy(goods.id);
  return rows.map((r) => r.id);
}

export function goodsDetailCases(use: UseApi): void {
  it('batch: details of several goods in the order asked, each equal to its own detail; hidden ids left out', async () => {
    const { app } = use();
    const visible = (await idsWithStatus(use, [3])).slice(0, 3).reverse();
    const [hidden] = await idsWithStatus(use, [0, 1, 2, 4]);
    const ids = [...visible, ...(hidden === undefined ? [] : [hidden]), 999_999_999];
    const batch = await getJson<GoodsDetail[]>(app, `${DETAIL}/batch?ids=${ids.join(',')}&lang=en`);
    expect(batch.status).toBe(200);
    expect(batch.body.data.map((detail) => Number(detail.id))).toEqual(visible);
    for (const detail of batch.body.data) {
      expect(detail).toEqual((await getJson<GoodsDetail>(app, `${DETAIL}/${detail.id}?lang=en`)).body.data);
    }
  });

  it('batch: at most 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    const reply = await getJson(use().app, `${DETAIL}/batch?ids=${ids}&lang=en`);
    expect(reply.status).toBe(400);
    expect(reply.body.data).toMatchObject({ fields: [{ field: 'ids' }] });
  });

  it('returns the detail with every image in order, the cover first', async () => {
    const { app, db } = use();
    const [id] = await idsWithStatus(use, [3], 0);
    const reply = await getJson<GoodsDetail>(app, `${DETAIL}/${id}?lang=en`);
    expect(reply.status).toBe(200);
    const detail = reply.body.data;
    const [row] = await db
      .select()
      .from(goods)
      .where(eq(goods.id, id ?? 0));
    // In English when the goods have an English version (decision 0024), else as written.
    const [english] = await db
      .select()
      .from(goodsTranslations)
      .where(and(eq(goodsTranslations.goodsId, id ?? 0), eq(goodsTranslations.lang, 'en')));
    expect(detail).toMatchObject({
      id: String(id),
      title: english?.title ?? row?.title,
      description: english?.description ?? row?.description,
      lang: english ? 'en' : row?.originalLang,
      translated: Boolean(english),
      price: row?.price,
      status: 3,
      saleType: 0,
      auction: null,
      sellerId: String(row?.sellerId),
      categoryId: String(row?.categoryId),
    });
    expect(detail.images.length).toBeGreaterThanOrEqual(2);
    expect(detail.images.length).toBeLessThanOrEqual(5);
    expect(detail.images[0]).toEqual(detail.cover);
    expect(detail.images.map((i) => i.url)).toEqual(
      detail.images.map((_, k) => `/files/goods/${id}-${k + 1}.svg`),
    );
    expect(Number.isInteger(detail.price)).toBe(true);
    expect(new Date(detail.createdAt).toISOString()).toBe(detail.createdAt);
    // The category name follows lang.
    expect(detail.categoryName).toMatch(/^[\x20-\x7e]+$/);
  });

  it("embeds the seller's public profile, and nothing private", async () => {
    const { app, db } = use();
    const [id] = await idsWithStatus(use, [3], 0);
    const detail = (await getJson<GoodsDetail>(app, `${DETAIL}/${id}`)).body.data;
    const [owner] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, Number(detail.sellerId)));
    expect(detail.seller).toMatchObject({
      id: detail.sellerId,
      nickname: owner?.nickname,
      type: owner?.type,
    });
    expect(Object.keys(detail.seller).sort()).toEqual(['avatar', 'bio', 'id', 'nickname', 'type']);
  });

  it('returns an auction with its lot; price is the current price', async () => {
    const [id] = await idsWithStatus(use, [3], 1);
    const { body } = await getJson<GoodsDetail>(use().app, `${DETAIL}/${id}`);
    expect(body.data.saleType).toBe(1);
    expect(body.data.auction).not.toBeNull();
    expect(body.data.price).toBe(body.data.auction?.currentPrice);
    expect(body.data.auction?.increment).toBeGreaterThan(0);
    expect(Date.parse(body.data.auction?.endsAt ?? '')).toBeGreaterThan(
      Date.parse(body.data.auction?.startsAt ?? ''),
    );
  });

  it('still shows sold-out goods (linked from orders)', async () => {
    const [id] = await idsWithStatus(use, [5]);
    expect(id).toBeDefined();
    const reply = await getJson<GoodsDetail>(use().app, `${DETAIL}/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ id: String(id), status: 5, stock: 0 });
  });

  it('hides drafts, goods under review, rejected and off-sale goods behind a 404', async () => {
    for (const status of [0, 1, 2, 4]) {
      const [id] = await idsWithStatus(use, [status]);
      expect(id, `a seeded goods with status ${status}`).toBeDefined();
      const reply = await getJson(use().app, `${DETAIL}/${id}?lang=en`);
      expect(reply.status, `status ${status}`).toBe(404);
      expect(reply.body).toEqual({ code: 404, success: false, msg: 'Not found', data: null });
    }
  });

  it.each([
    '999999',
    '0',
    '007',
    '-1',
    '1.5',
    'abc',
    '1e3',
    '12345678901234567890',
    '%20',
    "1'%20or%20'1'='1",
    'x'.repeat(100),
  ])('answers 404 (never 400 or 500) for the unknown or malformed id %j', async (id) => {
    const reply = await getJson(use().app, `${DETAIL}/${id}?lang=zh-tw`);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 404, success: false, msg: '內容不存在', data: null });
  });

  it.each([
    ['longer than the router accepts', '9'.repeat(500)],
    ['with broken percent-encoding', '%E0%A4%A'],
  ])('answers an enveloped 404 for an id %s', async (_label, id) => {
    const reply = await getJson(use().app, `${DETAIL}/${id}?lang=en`);
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: 404, success: false, msg: 'Not found', data: null });
  });
}
