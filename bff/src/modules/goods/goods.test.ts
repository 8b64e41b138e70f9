import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeNextland, startFakeNextland } from '../../test-support/fake-nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

const pageWithSellers = `query Page($size: Int) {
  goodsPage(page: { current: 1, size: $size }) {
    records { id title seller { id nickname } category { id name } }
    pageInfo { current size total pages hasNext }
  }
}`;

let fake: FakeNextland;
let app: FastifyInstance;
beforeAll(async () => {
  fake = await startFakeNextland();
  app = await buildTestApp(fake);
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => fake.reset());

const paths = () => fake.calls.map((call) => call.path.replace('/nextland-site/api/framework/v1/site/', ''));

describe('goodsPage upstream calls', () => {
  it.each([10, 50])('makes 1 upstream call for a page of %i with embedded sellers', async (size) => {
    const reply = await postGraphql(app, pageWithSellers, { variables: { size } });
    expect(reply.body.errors).toBeUndefined();
    const page = reply.body.data?.goodsPage as { records: { seller: { nickname: string } | null }[] };
    expect(page.records).toHaveLength(size);
    expect(page.records[0]?.seller?.nickname).toBe('Seller 1001');
    expect(page.records.every((record) => record.seller !== null)).toBe(true);
    expect(reply.headers['x-upstream-calls']).toBe('1');
    expect(paths()).toEqual(['homepage/goods/page']);
  });

  it('makes 1 upstream call for a detail with its embedded seller', async () => {
    const reply = await postGraphql(app, '{ goods(id: "3") { seller { id nickname type } } }');
    expect(reply.body.data?.goods).toEqual({
      seller: { id: '1003', nickname: 'Seller 1003', type: 'CREATOR' },
    });
    expect(paths()).toEqual(['goods/detail/3']);
  });

  it.each([10, 50])(
    'falls back to at most 2 calls for a page of %i without embedded sellers',
    async (size) => {
      fake.setEmbedSellers(false);
      const reply = await postGraphql(app, pageWithSellers, { variables: { size } });
      expect(reply.body.errors).toBeUndefined();
      const page = reply.body.data?.goodsPage as { records: { seller: { nickname: string } | null }[] };
      expect(page.records[0]?.seller?.nickname).toBe('Seller 1001');
      expect(Number(reply.headers['x-upstream-calls'])).toBeLessThanOrEqual(2);
      expect(paths()).toEqual(['homepage/goods/page', 'seller/batch']);
      // Each seller id is asked for once.
      const ids = String(fake.calls[1]?.query.ids).split(',');
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(Math.min(size, 40));
    },
  );

  it('gives null for a seller nextland does not know (omitted from the batch)', async () => {
    fake.setEmbedSellers(false);
    const reply = await postGraphql(app, pageWithSellers, { variables: { size: 50 } });
    const page = reply.body.data?.goodsPage as { records: { id: string; seller: unknown }[] };
    expect(page.records.find((record) => record.id === '39')?.seller).toBeNull();
  });

  it('fetches the categories list once, only when goodsCount is selected', async () => {
    const reply = await postGraphql(app, '{ goodsPage { records { category { name goodsCount code } } } }');
    const page = reply.body.data?.goodsPage as { records: { category: unknown }[] } | undefined;
    expect(page?.records[0]?.category).toEqual({ name: 'Prints', goodsCount: 7, code: 'prints' });
    expect(paths()).toEqual(['homepage/goods/page', 'category/list']);
  });

  it('maps filters, paging and user flags to the REST query', async () => {
    const reply = await postGraphql(
      app,
      `{ goodsPage(filter: { keyword: "vase", categoryId: "2", saleType: AUCTION, sort: PRICE_DESC },
          page: { current: 3, size: 20 }, withUserFlags: true) { pageInfo { current size pages hasNext } } }`,
    );
    expect(reply.body.data?.goodsPage).toEqual({
      pageInfo: { current: 3, size: 20, pages: 6, hasNext: true },
    });
    expect(fake.calls[0]?.query).toEqual({
      current: '3',
      size: '20',
      keyword: 'vase',
      categoryId: '2',
      saleType: '1',
      sort: 'price_desc',
      isAuthUserCollect: 'true',
      isAuthUserLike: 'true',
      lang: 'zh-cn',
    });
  });
});

describe('goods(id)', () => {
  it('maps the detail: enums, money, auction, DateTime, images', async () => {
    const reply = await postGraphql(
      app,
      `{ goods(id: "5") { id saleType status price { amount currency } description images { url }
          auction { currentPrice { amount } increment { amount } endsAt } createdAt category { id name } } }`,
    );
    expect(reply.body.data?.goods).toEqual({
      id: '5',
      saleType: 'AUCTION',
      status: 'ON_SALE',
      price: { amount: 1005, currency: 'CNY' },
      description: 'About goods 5',
      images: [{ url: '/files/goods/5-1.svg' }],
      auction: {
        currentPrice: { amount: 1005 },
        increment: { amount: 100 },
        endsAt: '2026-11-30T08:00:00.000Z',
      },
      createdAt: '2026-11-01T08:00:00.000Z',
      category: { id: '2', name: 'Prints' },
    });
    expect(reply.headers['x-upstream-calls']).toBe('1');
  });

  it('returns null, not an error, when nextland answers 404', async () => {
    const reply = await postGraphql(app, '{ goods(id: "999") { id } }');
    expect(reply.body).toEqual({ data: { goods: null } });
  });

  it('shares the categories list between anonymous requests, not with token-bearing ones', async () => {
    const query = '{ categories { id } }';
    await postGraphql(app, query, { headers: { 'x-locale': 'zh-tw' } });
    const cached = await postGraphql(app, query, { headers: { 'x-locale': 'zh-tw' } });
    expect(cached.body.data?.categories).toHaveLength(2);
    expect(cached.headers['x-upstream-calls']).toBe('0');
    const withToken = await postGraphql(app, query, {
      headers: { 'x-locale': 'zh-tw' },
      cookies: { token: 't' },
    });
    expect(withToken.headers['x-upstream-calls']).toBe('1');
    expect(paths()).toEqual(['category/list', 'category/list']);
  });

  it('lists categories in the request language', async () => {
    const reply = await postGraphql(app, '{ categories { id code name goodsCount } }', {
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.data?.categories).toHaveLength(2);
    expect(fake.calls[0]?.query.lang).toBe('en');
  });
});
