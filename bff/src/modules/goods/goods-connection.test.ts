// goodsConnection against the real nextland's cursor route: the edges, cursors, pageInfo and totalCount it
// answers, the REST query it is sent, and paging to the end. Only a capped total (over 2,000 matches, which the
// demo data never reaches) is injected at the proxy.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GoodsCursorPageDto } from '../../rest/contract.js';
import { startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

const CURSOR_PAGE = '/nextland-site/api/framework/v1/site/homepage/goods/cursor-page';
const connection = `query C($first: Int, $after: String, $filter: GoodsFilter) {
  goodsConnection(first: $first, after: $after, filter: $filter) {
    edges { cursor node { id title seller { nickname } } }
    pageInfo { hasNextPage endCursor }
    totalCount { value relation }
  }
}`;

type Connection = {
  edges: { cursor: string; node: { id: string; title: string; seller: { nickname: string } } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: { value: number; relation: 'EXACT' | 'AT_LEAST' };
};

let nextland: TestNextland;
let app: FastifyInstance;
beforeAll(async () => {
  nextland = await startNextland();
  app = await buildTestApp(nextland);
});
afterAll(async () => {
  await app.close();
  await nextland.close();
});
beforeEach(() => nextland.reset());

/** nextland's own cursor page, read directly (not through the BFF or the proxy). */
function cursorPage(query: Record<string, string>) {
  return nextland.accounts.ok<GoodsCursorPageDto>('GET', CURSOR_PAGE, { query: { lang: 'zh-cn', ...query } });
}

async function goodsConnection(variables: Record<string, unknown>) {
  const reply = await postGraphql(app, connection, { variables });
  expect(reply.body.errors).toBeUndefined();
  return { reply, data: reply.body.data?.goodsConnection as Connection };
}

describe('goodsConnection', () => {
  it("is nextland's cursor page as edges, pageInfo and totalCount, in one upstream call", async () => {
    const expected = await cursorPage({ size: '3' });
    const { reply, data } = await goodsConnection({ first: 3 });
    expect(data).toEqual({
      edges: expected.records.map((record) => ({
        cursor: record.cursor,
        node: { id: record.id, title: record.title, seller: { nickname: record.seller.nickname } },
      })),
      pageInfo: { hasNextPage: expected.hasNext, endCursor: expected.nextCursor },
      totalCount: { value: expected.total, relation: expected.totalRelation },
    });
    expect(data.pageInfo.hasNextPage).toBe(true);
    expect(reply.headers['x-upstream-calls']).toBe('1');
    expect(nextland.calls.map((call) => call.path)).toEqual([CURSOR_PAGE]);
  });

  it('continues after endCursor to the last page, every goods once', async () => {
    // Auctions: few enough to walk in a handful of pages.
    const all = await cursorPage({ size: '100', saleType: '1' });
    expect(all.hasNext).toBe(false);
    const first = Math.ceil(all.records.length / 3);
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page += 1) {
      const { data }: { data: Connection } = await goodsConnection({
        first,
        after,
        filter: { saleType: 'AUCTION' },
      });
      seen.push(...data.edges.map((edge) => edge.node.id));
      if (!data.pageInfo.hasNextPage) break;
      after = data.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.records.map((record) => record.id));
    expect(nextland.calls).toHaveLength(Math.ceil(all.records.length / first));
    expect(nextland.calls.at(-1)?.query).toMatchObject({ size: String(first), saleType: '1', after });
  });

  it('maps the filter and flags to the REST query of the cursor route', async () => {
    const reply = await postGraphql(
      app,
      `{ goodsConnection(first: 5, filter: { keyword: "vase", categoryId: "2", saleType: AUCTION, sort: PRICE_ASC },
          withUserFlags: true) { totalCount { relation } } }`,
    );
    expect(reply.body.errors).toBeUndefined();
    expect(nextland.calls[0]?.query).toEqual({
      size: '5',
      keyword: 'vase',
      categoryId: '2',
      saleType: '1',
      sort: 'price_asc',
      isAuthUserCollect: 'true',
      isAuthUserLike: 'true',
      lang: 'zh-cn',
    });
  });

  it("answers BAD_USER_INPUT for another list's cursor (nextland's 400 on `after`)", async () => {
    const { data } = await goodsConnection({ first: 2, filter: { sort: 'PRICE_DESC' } });
    const reply = await postGraphql(app, connection, {
      variables: { first: 2, after: data.pageInfo.endCursor, filter: { sort: 'NEWEST' } },
    });
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('passes a capped total on as AT_LEAST', async () => {
    const real = await cursorPage({ size: '2' });
    nextland.setOverride((call) =>
      call.path === CURSOR_PAGE
        ? {
            status: 200,
            body: { code: 200, msg: 'ok', data: { ...real, total: 2000, totalRelation: 'AT_LEAST' } },
          }
        : undefined,
    );
    const { data } = await goodsConnection({ first: 2 });
    expect(data.totalCount).toEqual({ value: 2000, relation: 'AT_LEAST' });
  });
});
