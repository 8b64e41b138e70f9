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

const en = { 'x-locale': 'en' };
const page =
  'summary { count average } edges { cursor node { id rating text reply author { nickname } } } pageInfo { hasNextPage endCursor } totalCount { value relation }';

describe('reviews over GraphQL', () => {
  it('a seller’s reviews (the demo ones: 林晚 answered 阿言) with the average, paged by cursor; unknown is null', async () => {
    const query = `query S($id: ID!, $after: String) { sellerReviews(sellerId: $id, first: 1, after: $after) { ${page} } }`;
    const first = await postGraphql(app, query, { variables: { id: String(fake.demo.verified) } });
    const connection = first.body.data?.sellerReviews as {
      summary: { count: number; average: number };
      edges: { node: { reply: string | null; author: { nickname: string } } }[];
      pageInfo: { hasNextPage: boolean; endCursor: string };
    };
    expect(connection.summary).toEqual({ count: 1, average: 5 });
    expect(connection.edges[0]?.node).toMatchObject({
      author: { nickname: '访客阿言' },
      reply: expect.any(String),
    });
    expect(connection.pageInfo.hasNextPage).toBe(false);
    const none = await postGraphql(app, '{ sellerReviews(sellerId: "999999999") { summary { count } } }');
    expect(none.body.data?.sellerReviews).toBeNull();
    const gone = await postGraphql(
      app,
      '{ itemReviews(kind: GOODS, id: "999999999") { summary { count } } }',
    );
    expect(gone.body.data?.itemReviews).toBeNull();
  });

  it('someone else’s order and line: null and NOT_FOUND; the rules’ messages come back as userErrors', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const mine = await postGraphql(
      app,
      '{ myOrderReviews(orderId: "1") { orderId } sellerOrderReviews(orderId: "1") { orderId } }',
      {
        cookies,
      },
    );
    expect(mine.body.data).toEqual({ myOrderReviews: null, sellerOrderReviews: null });
    const write = await postGraphql(
      app,
      'mutation W($input: ReviewInput!) { writeReview(input: $input) { review { id } userErrors { field code message } } }',
      { cookies, headers: en, variables: { input: { orderLineId: '1', rating: 5 } } },
    );
    expect(write.body.data?.writeReview).toEqual({
      review: null,
      userErrors: [{ field: null, code: 'NOT_FOUND', message: 'Not found' }],
    });
    const bad = await postGraphql(
      app,
      'mutation W($input: ReviewInput!) { writeReview(input: $input) { review { id } userErrors { field code } } }',
      { cookies, headers: en, variables: { input: { orderLineId: '1', rating: 9 } } },
    );
    expect(bad.body.data?.writeReview).toEqual({
      review: null,
      userErrors: [{ field: 'rating', code: 'INVALID' }],
    });
    const reply = await postGraphql(
      app,
      'mutation R { replyToReview(reviewId: "1", text: "thanks") { review { id } userErrors { code } } }',
      { cookies, headers: en },
    );
    expect(reply.body.data?.replyToReview).toEqual({ review: null, userErrors: [{ code: 'NOT_FOUND' }] });
  });

  it('every seller’s rating on a page of 100 goods comes from one upstream call (issue 26: once one per seller)', async () => {
    const query =
      '{ goodsPage(page: { current: 1, size: 100 }) { records { seller { id rating { count average } } } } }';
    const reply = await postGraphql(app, query);
    type Records = { seller: { id: string; rating: { count: number } | null } }[];
    const records = (reply.body.data?.goodsPage as { records: Records } | undefined)?.records ?? [];
    const sellers = new Set(records.map((record) => record.seller.id));
    expect(sellers.size).toBeGreaterThan(1);
    // The list, then the summaries of its distinct sellers in one call.
    expect(reply.headers['x-upstream-calls']).toBe('2');
    const summaries = fake.calls.filter((call) => call.path.endsWith('/site/ratings/sellers'));
    expect(summaries).toHaveLength(1);
    expect(new Set(String(summaries[0]?.query.ids).split(','))).toEqual(sellers);
    // The demo seller 林晚 has one five-star review (the case above); others answer a count, 0 or more.
    const verified = records.find((record) => record.seller.id === String(fake.demo.verified));
    if (verified) expect(verified.seller.rating).toEqual({ count: 1, average: 5 });
    for (const record of records) expect(record.seller.rating?.count).toEqual(expect.any(Number));
  });
});
