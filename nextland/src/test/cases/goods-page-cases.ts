import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { Page } from '../../lib/paging.js';
import type { GoodsSummary } from '../../modules/goods/dto.js';
import type { GoodsSort } from '../../modules/goods/kind.js';
import { goods } from '../../modules/goods/schema.js';
import { getJson, SITE } from '../api-harness.js';
import type { UseApi } from '../api-suite.js';

const GOODS = `${SITE}/homepage/goods/page`;

async function page(app: FastifyInstance, query: string): Promise<Page<GoodsSummary>> {
  const reply = await getJson<Page<GoodsSummary>>(app, `${GOODS}?${query}`);
  expect(reply.status, query).toBe(200);
  return reply.body.data;
}

/** Walks every page of a listing at the largest page size. */
async function all(app: FastifyInstance, query = ''): Promise<GoodsSummary[]> {
  const first = await page(app, `size=100&${query}`);
  const rest = await Promise.all(
    Array.from({ length: first.pages - 1 }, (_, i) => page(app, `size=100&current=${i + 2}&${query}`)),
  );
  return [first, ...rest].flatMap((p) => p.records);
}

const endsAt = (g: GoodsSummary) => g.auction?.endsAt ?? '';
type Fields = { fields: { field: string }[] };

const popularity = (g: GoodsSummary) => g.likeCount + 2 * g.collectCount + 3 * g.salesCount;

/** a must come before b; ids break ties in the same direction as the sort key. */
const inOrder: Record<GoodsSort, (a: GoodsSummary, b: GoodsSummary) => boolean> = {
  newest: (a, b) => a.createdAt > b.createdAt || (a.createdAt === b.createdAt && Number(a.id) > Number(b.id)),
  price_asc: (a, b) => a.price < b.price || (a.price === b.price && Number(a.id) < Number(b.id)),
  price_desc: (a, b) => a.price > b.price || (a.price === b.price && Number(a.id) > Number(b.id)),
  popular: (a, b) =>
    popularity(a) > popularity(b) || (popularity(a) === popularity(b) && Number(a.id) > Number(b.id)),
  ending_soon: (a, b) => endsAt(a) < endsAt(b) || (endsAt(a) === endsAt(b) && Number(a.id) < Number(b.id)),
};

export function goodsPageCases(use: UseApi): void {
  it('counts exactly the goods on sale and does the paging math', async () => {
    const { app, db } = use();
    const [onSale] = await db.select({ n: count() }).from(goods).where(eq(goods.status, 3));
    const total = onSale?.n ?? 0;
    expect(total).toBeGreaterThan(200);
    const first = await page(app, '');
    expect(first).toMatchObject({ total, size: 10, current: 1, pages: Math.ceil(total / 10) });
    expect(first.records).toHaveLength(10);
    const size = 7;
    const pages = Math.ceil(total / size);
    const last = await page(app, `size=${size}&current=${pages}`);
    expect(last).toMatchObject({ total, size, current: pages, pages });
    expect(last.records).toHaveLength(total - (pages - 1) * size);
    const beyond = await page(app, `size=${size}&current=${pages + 1}`);
    expect(beyond).toMatchObject({ records: [], total, current: pages + 1, pages });
  });

  it('walks every on-sale goods exactly once across pages, and only those', async () => {
    const { app, db } = use();
    const listed = await all(app);
    const onSale = await db.select({ id: goods.id }).from(goods).where(eq(goods.status, 3));
    expect(listed.map((g) => Number(g.id)).sort((a, b) => a - b)).toEqual(
      onSale.map((g) => g.id).sort((a, b) => a - b),
    );
    expect(listed.every((g) => g.status === 3)).toBe(true);
  });

  it.each(['newest', 'price_asc', 'price_desc', 'popular'] as const)(
    'sort=%s is really sorted',
    async (sort) => {
      const listed = await all(use().app, `sort=${sort}`);
      expect(listed.length).toBeGreaterThan(200);
      for (let i = 1; i < listed.length; i++) {
        const [a, b] = [listed[i - 1] as GoodsSummary, listed[i] as GoodsSummary];
        expect(inOrder[sort](a, b), `${sort}: #${a.id} before #${b.id}`).toBe(true);
      }
    },
  );

  it('defaults to newest first', async () => {
    const { app } = use();
    expect((await page(app, 'size=20')).records).toEqual((await page(app, 'size=20&sort=newest')).records);
  });

  it('filters by category and agrees with the category counts', async () => {
    const { app, db } = use();
    const cats = await getJson<{ id: string; goodsCount: number }[]>(app, `${SITE}/category/list`);
    for (const category of cats.body.data) {
      const listed = await all(app, `categoryId=${category.id}`);
      expect(listed.length, category.id).toBe(category.goodsCount);
      expect(listed.every((g) => g.categoryId === category.id)).toBe(true);
      const [direct] = await db
        .select({ n: count() })
        .from(goods)
        .where(and(eq(goods.status, 3), eq(goods.categoryId, Number(category.id))));
      expect(listed.length).toBe(direct?.n);
    }
    expect(await page(app, 'categoryId=99999')).toMatchObject({ records: [], total: 0, pages: 0 });
  });

  it('filters by sale type: auctions carry a lot, fixed price does not', async () => {
    const { app } = use();
    const auctions = await all(app, 'saleType=1');
    const fixed = await all(app, 'saleType=0');
    expect(auctions.length).toBeGreaterThan(20);
    expect(fixed.length).toBeGreaterThan(auctions.length);
    for (const g of auctions) {
      expect(g.saleType).toBe(1);
      expect(g.auction).not.toBeNull();
      expect(g.price).toBe(g.auction?.currentPrice);
    }
    expect(fixed.every((g) => g.saleType === 0 && g.auction === null)).toBe(true);
    expect((await page(app, '')).total).toBe(auctions.length + fixed.length);
  });

  it('sort=ending_soon lists every auction on sale, the soonest end first, and refuses fixed price', async () => {
    const { app } = use();
    const auctions = await all(app, 'saleType=1');
    const listed = await all(app, 'sort=ending_soon');
    expect(listed.map((g) => g.id).sort()).toEqual(auctions.map((g) => g.id).sort());
    for (let i = 1; i < listed.length; i++) {
      const [a, b] = [listed[i - 1] as GoodsSummary, listed[i] as GoodsSummary];
      expect(inOrder.ending_soon(a, b), `ending_soon: #${a.id} before #${b.id}`).toBe(true);
    }
    expect((await all(app, 'saleType=1&sort=ending_soon')).map((g) => g.id)).toEqual(listed.map((g) => g.id));
    const refused = await getJson<Fields>(app, `${GOODS}?saleType=0&sort=ending_soon`);
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields.map((f) => f.field)).toEqual(['sort']);
  });

  it('combines filters', async () => {
    const { app } = use();
    const every = await all(app);
    const categoryId = every.find((g) => g.saleType === 1)?.categoryId ?? '';
    const both = await all(app, `categoryId=${categoryId}&saleType=1&sort=price_asc`);
    const expected = every.filter((g) => g.categoryId === categoryId && g.saleType === 1);
    expect(both.map((g) => g.id).sort()).toEqual(expected.map((g) => g.id).sort());
  });

  it('matches keyword in title or description, case-insensitively', async () => {
    const { app, db } = use();
    const every = await all(app);
    const keyword = every[0]?.title.slice(0, 2) ?? '';
    const rows = await db
      .select({ id: goods.id, title: goods.title, description: goods.description })
      .from(goods)
      .where(eq(goods.status, 3));
    const expected = rows.filter((r) => r.title.includes(keyword) || r.description.includes(keyword));
    const found = await all(app, `keyword=${encodeURIComponent(keyword)}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((g) => Number(g.id)).sort((a, b) => a - b)).toEqual(
      expected.map((r) => r.id).sort((a, b) => a - b),
    );
    // Every seeded description gives a size in "cm": the upper-case keyword must still find them all.
    expect((await page(app, 'keyword=CM')).total).toBe(every.length);
  });

  it('treats LIKE wildcards in a keyword literally and ignores an empty keyword', async () => {
    const { app } = use();
    const total = (await page(app, '')).total;
    expect((await page(app, 'keyword=%25')).total).toBe(0);
    expect((await page(app, 'keyword=_')).total).toBe(0);
    expect((await page(app, 'keyword=zzzz-no-such-goods')).total).toBe(0);
    expect((await page(app, 'keyword=')).total).toBe(total);
    expect((await page(app, 'keyword=%20%20')).total).toBe(total);
  });

  it("embeds each record's seller, the same profile the seller batch returns", async () => {
    const { app } = use();
    const { records } = await page(app, 'size=20');
    expect(records).toHaveLength(20);
    const ids = [...new Set(records.map((g) => g.sellerId))];
    const batch = await getJson<GoodsSummary['seller'][]>(app, `${SITE}/seller/batch?ids=${ids.join(',')}`);
    const byId = new Map(batch.body.data.map((seller) => [seller.id, seller]));
    for (const record of records) {
      expect(record.seller.id).toBe(record.sellerId);
      expect(record.seller).toEqual(byId.get(record.sellerId));
    }
  });

  it('gives the total on a partial last page and on an empty filtered page past the end', async () => {
    const { app } = use();
    const auctions = await page(app, 'saleType=1&size=100');
    expect(auctions.total).toBeGreaterThan(0);
    const size = 7;
    const pages = Math.ceil(auctions.total / size);
    expect(await page(app, `saleType=1&size=${size}&current=${pages + 3}`)).toMatchObject({
      records: [],
      total: auctions.total,
      pages,
    });
    const last = await page(app, `saleType=1&size=${size}&current=${pages}`);
    expect(last.total).toBe(auctions.total);
  });
}
