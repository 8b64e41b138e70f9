// The BFF against a real nextland on a real database (PostgreSQL in CI, PGlite otherwise), seeded with demo data:
// what the REST backend says and what GraphQL clients see must agree.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port.js';
import { type RunningService, spawnService } from '../support/spawn-service.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

const basic = `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`;

let database: TestDatabase;
let nextland: RunningService;
let bff: RunningService;

type GraphqlReply<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

async function graphql<T>(query: string, variables: object = {}, locale = 'zh-cn') {
  const response = await fetch(`${bff.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-locale': locale },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as GraphqlReply<T> };
}

async function rest<T>(path: string): Promise<T> {
  const response = await fetch(`${nextland.url}${path}`, { headers: { authorization: basic } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

beforeAll(async () => {
  const nextlandPort = await freePort();
  const bffPort = await freePort();
  database = await createTestDatabase('contract');
  nextland = await spawnService('nextland/src/server.ts', nextlandPort, {
    ...database.env,
    NEXTLAND_PORT: String(nextlandPort),
    SEED_ON_EMPTY: '1',
  });
  bff = await spawnService('bff/src/server.ts', bffPort, {
    BFF_PORT: String(bffPort),
    NEXTLAND_URL: nextland.url,
  });
});

afterAll(async () => {
  await bff?.stop();
  await nextland?.stop();
  await database?.drop();
});

const pageQuery = `query ContractGoods($filter: GoodsFilter, $page: PageInput) {
  goodsPage(filter: $filter, page: $page) {
    records { id title saleType price { amount currency } seller { id nickname } category { id name } }
    pageInfo { current size total pages hasNext }
  }
}`;

type PageData = {
  goodsPage: {
    records: {
      id: string;
      title: string;
      saleType: string;
      price: { amount: number; currency: string };
      seller: { id: string; nickname: string } | null;
      category: { id: string; name: string } | null;
    }[];
    pageInfo: { current: number; size: number; total: number; pages: number; hasNext: boolean };
  };
};

type RestPage = {
  records: { id: string; title: string; price: number; sellerId: string; saleType: number }[];
  total: number;
  pages: number;
};

describe('goods through the BFF', () => {
  it('returns the same page, in the same order and with the same prices, as nextland', async () => {
    const { body } = await graphql<PageData>(pageQuery, {
      page: { current: 2, size: 20 },
      filter: { sort: 'PRICE_ASC' },
    });
    expect(body.errors).toBeUndefined();
    const page = body.data!.goodsPage;
    const direct = await rest<RestPage>(
      '/nextland-site/api/framework/v1/site/homepage/goods/page?current=2&size=20&sort=price_asc',
    );
    expect(page.records.map((g) => g.id)).toEqual(direct.records.map((g) => g.id));
    expect(page.records.map((g) => g.price.amount)).toEqual(direct.records.map((g) => g.price));
    expect(page.pageInfo).toMatchObject({ current: 2, size: 20, total: direct.total, pages: direct.pages });
    // The seed has 320 goods; sold-out and off-sale ones are not listed.
    expect(page.pageInfo.total).toBeGreaterThan(200);
    for (const goods of page.records) {
      expect(goods.seller?.id).toBe(direct.records.find((g) => g.id === goods.id)?.sellerId);
      expect(goods.seller?.nickname).toBeTruthy();
    }
  });

  it('makes at most two upstream calls per page query whatever the page size', async () => {
    for (const size of [10, 50]) {
      const { response, body } = await graphql<PageData>(pageQuery, { page: { size } });
      expect(body.data!.goodsPage.records).toHaveLength(size);
      expect(Number(response.headers.get('x-upstream-calls'))).toBeLessThanOrEqual(2);
    }
  });

  it('filters auctions only', async () => {
    const { body } = await graphql<PageData>(pageQuery, {
      filter: { saleType: 'AUCTION' },
      page: { size: 30 },
    });
    const records = body.data!.goodsPage.records;
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((g) => g.saleType))).toEqual(new Set(['AUCTION']));
  });

  it('localises category names by the request locale', async () => {
    const query = '{ categories { code name } }';
    const names = async (locale: string) => {
      const { body } = await graphql<{ categories: { code: string; name: string }[] }>(query, {}, locale);
      return new Map(body.data!.categories.map((c) => [c.code, c.name]));
    };
    const [zhCn, en, zhTw] = await Promise.all([names('zh-cn'), names('en'), names('zh-tw')]);
    expect(zhCn.size).toBeGreaterThanOrEqual(8);
    for (const [code, name] of en) {
      expect(name).toMatch(/^[A-Za-z]/);
      expect(zhCn.get(code)).not.toBe(name);
      expect(zhTw.get(code)).toBeTruthy();
    }
  });

  it('gives the same goods detail as nextland, and null for an unknown id', async () => {
    const first = (await graphql<PageData>(pageQuery, { page: { size: 1 } })).body.data!.goodsPage
      .records[0]!;
    const detailQuery = 'query D($id: ID!) { goods(id: $id) { id title images { url } description } }';
    const { body } = await graphql<{
      goods: { id: string; title: string; images: { url: string }[] } | null;
    }>(detailQuery, { id: first.id });
    const direct = await rest<{ title: string; images: { url: string }[] }>(
      `/nextland-site/api/framework/v1/site/goods/detail/${first.id}`,
    );
    expect(body.data!.goods?.title).toBe(direct.title);
    expect(body.data!.goods?.images.map((i) => i.url)).toEqual(direct.images.map((i) => i.url));
    expect(direct.images.length).toBeGreaterThanOrEqual(2);
    const missing = await graphql<{ goods: null }>(detailQuery, { id: '999999999' });
    expect(missing.body.data!.goods).toBeNull();
  });

  it('turns nextland validation errors into BAD_USER_INPUT in the request language', async () => {
    const tooLong = 'x'.repeat(51);
    const en = await graphql<PageData>(pageQuery, { filter: { keyword: tooLong } }, 'en');
    const zh = await graphql<PageData>(pageQuery, { filter: { keyword: tooLong } }, 'zh-cn');
    expect(en.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(zh.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(en.body.errors?.[0]?.message).not.toBe(zh.body.errors?.[0]?.message);
  });
});
