import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CategoryDto, GoodsDetailDto, GoodsPageDto } from '../../rest/contract.js';
import { startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

const SITE = '/nextland-site/api/framework/v1/site';
const pageWithSellers = `query Page($size: Int) {
  goodsPage(page: { current: 1, size: $size }) {
    records { id title seller { id nickname } category { id name } }
    pageInfo { current size total pages hasNext }
  }
}`;

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

const paths = () => fake.calls.map((call) => call.path.replace(`${SITE}/`, ''));

/** nextland's own answer, read directly (not through the BFF or the proxy). */
function rest<T>(path: string, query: Record<string, string> = {}) {
  return fake.accounts.ok<T>('GET', `${SITE}/${path}`, { query: { lang: 'zh-cn', ...query } });
}

describe('goodsPage upstream calls', () => {
  it.each([10, 50])('makes 1 upstream call for a page of %i with embedded sellers', async (size) => {
    const expected = await rest<GoodsPageDto>('homepage/goods/page', { size: String(size) });
    const reply = await postGraphql(app, pageWithSellers, { variables: { size } });
    expect(reply.body.errors).toBeUndefined();
    const page = reply.body.data?.goodsPage as {
      records: { id: string; seller: { nickname: string } }[];
      pageInfo: unknown;
    };
    // hasNext is nextland's (LIMIT n + 1), not derived from a total that may be capped. Other files' tests share
    // this nextland and may sell an item out meanwhile: the page is nextland's as it was before or after.
    const after = await rest<GoodsPageDto>('homepage/goods/page', { size: String(size) });
    const infoOf = (dto: GoodsPageDto) => ({
      current: 1,
      size,
      total: dto.total,
      pages: dto.pages,
      hasNext: dto.hasNext,
    });
    expect([infoOf(expected), infoOf(after)]).toContainEqual(page.pageInfo);
    expect(page.records.map((record) => record.id)).toEqual(expected.records.map((record) => record.id));
    expect(page.records.map((record) => record.seller.nickname)).toEqual(
      expected.records.map((record) => record.seller.nickname),
    );
    expect(reply.headers['x-upstream-calls']).toBe('1');
    expect(paths()).toEqual(['homepage/goods/page']);
  });

  it('makes 1 upstream call for a detail with its embedded seller', async () => {
    const [first] = (await rest<GoodsPageDto>('homepage/goods/page')).records;
    const reply = await postGraphql(app, `{ goods(id: "${first?.id}") { seller { id nickname } } }`);
    expect(reply.body.data?.goods).toEqual({
      seller: { id: first?.seller.id, nickname: first?.seller.nickname },
    });
    expect(paths()).toEqual([`goods/detail/${first?.id}`]);
  });

  it('fetches the categories list once, only when goodsCount is selected', async () => {
    const [first] = (await rest<GoodsPageDto>('homepage/goods/page')).records;
    const category = (await rest<CategoryDto[]>('category/list')).find((c) => c.id === first?.categoryId);
    const reply = await postGraphql(
      app,
      '{ goodsPage { records { category { name goodsCount { value relation } code } } } }',
    );
    const page = reply.body.data?.goodsPage as { records: { category: unknown }[] } | undefined;
    expect(page?.records[0]?.category).toEqual({
      name: category?.name,
      goodsCount: { value: category?.goodsCount, relation: category?.goodsCountRelation },
      code: category?.code,
    });
    expect(paths()).toEqual(['homepage/goods/page', 'category/list']);
  });

  it('maps filters, paging and user flags to the REST query', async () => {
    const reply = await postGraphql(
      app,
      `{ goodsPage(filter: { keyword: "vase", categoryId: "2", saleType: AUCTION, sort: PRICE_DESC },
          page: { current: 3, size: 20 }, withUserFlags: true) { pageInfo { current size } } }`,
    );
    expect(reply.body.data?.goodsPage).toEqual({ pageInfo: { current: 3, size: 20 } });
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
    const auctions = await rest<GoodsPageDto>('homepage/goods/page', { saleType: '1' });
    const id = auctions.records[0]?.id ?? 'missing';
    const detail = await rest<GoodsDetailDto>(`goods/detail/${id}`);
    const reply = await postGraphql(
      app,
      `{ goods(id: "${id}") { id saleType status price { amount currency } description images { url }
          auction { currentPrice { amount } increment { amount } endsAt } createdAt category { id name } } }`,
    );
    expect(reply.body.data?.goods).toEqual({
      id,
      saleType: 'AUCTION',
      status: 'ON_SALE',
      price: { amount: detail.price, currency: 'CNY' },
      description: detail.description,
      images: detail.images.map(({ url }) => ({ url })),
      auction: {
        currentPrice: { amount: detail.auction?.currentPrice },
        increment: { amount: detail.auction?.increment },
        endsAt: detail.auction?.endsAt,
      },
      createdAt: detail.createdAt,
      category: { id: detail.categoryId, name: detail.categoryName },
    });
    expect(reply.headers['x-upstream-calls']).toBe('1');
  });

  it('returns null, not an error, when nextland answers 404', async () => {
    const reply = await postGraphql(app, '{ goods(id: "999999") { id } }');
    expect(reply.body).toEqual({ data: { goods: null } });
  });

  it('shares the categories list between anonymous requests, not with token-bearing ones', async () => {
    const query = '{ categories { id } }';
    await postGraphql(app, query, { headers: { 'x-locale': 'zh-tw' } });
    const cached = await postGraphql(app, query, { headers: { 'x-locale': 'zh-tw' } });
    expect((cached.body.data!.categories as unknown[]).length).toBeGreaterThan(0);
    expect(cached.headers['x-upstream-calls']).toBe('0');
    const withToken = await postGraphql(app, query, {
      headers: { 'x-locale': 'zh-tw' },
      cookies: { token: 't' },
    });
    expect(withToken.headers['x-upstream-calls']).toBe('1');
    expect(paths()).toEqual(['category/list', 'category/list']);
  });

  it('lists categories in the request language', async () => {
    const expected = await fake.accounts.ok<CategoryDto[]>('GET', `${SITE}/category/list`, {
      query: { lang: 'en' },
    });
    const reply = await postGraphql(app, '{ categories { id code name goodsCount { value relation } } }', {
      headers: { 'x-locale': 'en' },
    });
    expect(reply.body.data?.categories).toEqual(
      expected.map(({ goodsCount, goodsCountRelation, ...category }) => ({
        ...category,
        goodsCount: { value: goodsCount, relation: goodsCountRelation },
      })),
    );
    expect(fake.calls[0]?.query.lang).toBe('en');
  });
});

describe('goods languages', () => {
  it('passes on the language a record is shown in, and whether it is a translation', async () => {
    const expected = await rest<GoodsPageDto>('homepage/goods/page', { size: '6' });
    const reply = await postGraphql(
      app,
      '{ goodsPage(page: { current: 1, size: 6 }) { records { id title lang originalLang translated } } }',
    );
    expect(reply.body.errors).toBeUndefined();
    const page = reply.body.data?.goodsPage as { records: Record<string, unknown>[] } | undefined;
    const records = page?.records ?? [];
    const codes = { 'zh-cn': 'ZH_CN', en: 'EN', 'zh-tw': 'ZH_TW' } as const;
    expect(records).toEqual(
      expected.records.map((r) => ({
        id: r.id,
        title: r.title,
        lang: codes[r.lang],
        originalLang: codes[r.originalLang],
        translated: r.translated,
      })),
    );
    expect(records.some((r) => r.translated === false)).toBe(true);
  });
});
