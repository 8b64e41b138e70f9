// worksConnection and work(id) against the real nextland (demo works seeded): the mapping, the REST query sent,
// the viewer's language with the fallback to the original, paging to the end and the errors.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WorkCursorPageDto, WorkDetailDto } from '../../rest/contract.js';
import { startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

const SITE = '/nextland-site/api/framework/v1/site';
const CURSOR_PAGE = `${SITE}/homepage/opus/cursor-page`;

const connection = `query Works($first: Int, $after: String, $filter: WorkFilter) {
  worksConnection(first: $first, after: $after, filter: $filter) {
    edges { cursor node {
      id title lang originalLang translated mediaType licence { code name } editionSize editionsLeft
      price { amount currency } status cover { url } seller { id nickname } category { id name }
    } }
    pageInfo { hasNextPage endCursor }
    totalCount { value relation }
  }
}`;

const detailQuery = `query Work($id: ID!) {
  work(id: $id) {
    id title description lang originalLang translated mediaType licence { code name } editionSize editionsLeft
    price { amount } images { url width height alt } cover { url } seller { nickname } likeCount collectCount
  }
}`;

type Node = {
  id: string;
  title: string;
  lang: string;
  originalLang: string;
  translated: boolean;
  mediaType: string;
  licence: { code: string; name: string };
  editionSize: number;
  editionsLeft: number;
  price: { amount: number; currency: string };
  seller: { id: string; nickname: string };
};
type Connection = {
  edges: { cursor: string; node: Node }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  totalCount: { value: number; relation: string };
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

function cursorPage(query: Record<string, string>) {
  return nextland.accounts.ok<WorkCursorPageDto>('GET', CURSOR_PAGE, { query: { lang: 'zh-cn', ...query } });
}

async function works(variables: Record<string, unknown>, locale = 'zh-cn') {
  const reply = await postGraphql(app, connection, { variables, headers: { 'x-locale': locale } });
  expect(reply.body.errors).toBeUndefined();
  return { reply, data: reply.body.data?.worksConnection as Connection };
}

describe('worksConnection', () => {
  it("is nextland's cursor page as edges, with sellers and enums, in one upstream call", async () => {
    const expected = await cursorPage({ size: '4', lang: 'en' });
    const { reply, data } = await works({ first: 4 }, 'en');
    expect(data.edges.map((edge) => edge.cursor)).toEqual(expected.records.map((record) => record.cursor));
    expect(data.edges.map((edge) => edge.node.id)).toEqual(expected.records.map((record) => record.id));
    const [record] = expected.records;
    const [edge] = data.edges;
    expect(edge?.node).toMatchObject({
      title: record?.title,
      translated: record?.translated,
      licence: { name: record?.licenceName },
      editionSize: record?.editionSize,
      editionsLeft: record?.editionsLeft,
      price: { amount: record?.price, currency: 'CNY' },
      seller: { id: record?.seller.id, nickname: record?.seller.nickname },
    });
    expect(data.pageInfo).toEqual({ hasNextPage: true, endCursor: expected.nextCursor });
    expect(data.totalCount).toEqual({ value: expected.total, relation: 'EXACT' });
    expect(reply.headers['x-upstream-calls']).toBe('1');
    expect(nextland.calls.map((call) => call.path)).toEqual([CURSOR_PAGE]);
    expect(nextland.calls[0]?.query).toMatchObject({ size: '4', lang: 'en' });
  });

  it('sends the filter as nextland names it and gets only matching works', async () => {
    const filter = {
      mediaType: 'MODEL_3D',
      licence: 'PERSONAL',
      minPrice: 1900,
      maxPrice: 200000,
      sort: 'PRICE_ASC',
    };
    const { data } = await works({ first: 50, filter });
    expect(nextland.calls[0]?.query).toMatchObject({
      mediaType: '3d',
      licence: 'personal',
      minFen: '1900',
      maxFen: '200000',
      sort: 'price_asc',
    });
    expect(data.edges.length).toBeGreaterThan(0);
    for (const { node } of data.edges) {
      expect(node).toMatchObject({ mediaType: 'MODEL_3D', licence: { code: 'PERSONAL', name: '个人使用' } });
      expect(node.price.amount).toBeGreaterThanOrEqual(1900);
    }
    const prices = data.edges.map((edge) => edge.node.price.amount);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('pages to the end after endCursor, every work once', async () => {
    const all = await cursorPage({ size: '100', mediaType: 'audio' });
    const seen: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 50; i++) {
      const { data }: { data: Connection } = await works({ first: 3, after, filter: { mediaType: 'AUDIO' } });
      seen.push(...data.edges.map((edge) => edge.node.id));
      after = data.pageInfo.endCursor;
      if (!data.pageInfo.hasNextPage) break;
    }
    expect(seen).toEqual(all.records.map((record) => record.id));
  });

  it('shows translations in the reader’s language and originals otherwise, and searches every language', async () => {
    const { data } = await works({ first: 100 }, 'en');
    const nodes = data.edges.map((edge) => edge.node);
    expect(nodes.some((n) => n.translated && n.lang === 'EN' && n.originalLang === 'ZH_CN')).toBe(true);
    expect(nodes.some((n) => !n.translated && n.lang === 'ZH_CN')).toBe(true);
    expect(nodes.every((n) => n.translated === (n.lang !== n.originalLang))).toBe(true);

    const found = await works({ first: 10, filter: { keyword: 'Lighthouse' } }, 'en');
    expect(found.data.edges.map((edge) => edge.node.title)).toContain('Lighthouse Sketchbook');
  });

  it('answers bad input as BAD_USER_INPUT', async () => {
    for (const variables of [
      { filter: { minPrice: 500, maxPrice: 100 } },
      { filter: { minPrice: -1 } },
      { first: 101 },
      { after: 'not-a-cursor' },
    ]) {
      const reply = await postGraphql(app, connection, { variables });
      expect(reply.body.errors?.[0]?.extensions?.code, JSON.stringify(variables)).toBe('BAD_USER_INPUT');
    }
  });
});

describe('work(id)', () => {
  it("is nextland's detail with the gallery, in the reader's language", async () => {
    const [first] = (await cursorPage({ size: '1', lang: 'zh-tw' })).records;
    const expected = await nextland.accounts.ok<WorkDetailDto>('GET', `${SITE}/opus/detail/${first?.id}`, {
      query: { lang: 'zh-tw' },
    });
    const reply = await postGraphql(app, detailQuery, {
      variables: { id: first?.id },
      headers: { 'x-locale': 'zh-tw' },
    });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.work).toMatchObject({
      id: expected.id,
      title: expected.title,
      description: expected.description,
      translated: expected.translated,
      images: expected.images,
      cover: { url: expected.cover.url },
      seller: { nickname: expected.seller.nickname },
    });
    expect(reply.headers['x-upstream-calls']).toBe('1');
  });

  it('is null for unknown, malformed and hidden ids', async () => {
    for (const id of ['999999999', 'abc']) {
      const reply = await postGraphql(app, detailQuery, { variables: { id } });
      expect(reply.body.errors).toBeUndefined();
      expect(reply.body.data?.work).toBeNull();
    }
  });
});
