// Query cost counts what a query makes the BFF do (issue 9, finding 2): a list field costs its page size times
// the cost of one record, page sizes passed as variables included, and record fields that need another
// upstream call (`images`, `description` on list records) cost more. Those fields are batched, so a legal list
// query makes a bounded number of upstream calls, counted here on the real nextland.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNextland, type TestNextland } from '../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../test-support/test-app.js';

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

const heavyRecords = 'records { id images { url } description }';

function expectRejectedByCost(reply: Awaited<ReturnType<typeof postGraphql>>) {
  expect(reply.status).toBe(400);
  expect(reply.body.data).toBeUndefined();
  expect(reply.body.errors?.[0]?.message).toMatch(/cost/i);
  expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(nextland.calls).toEqual([]);
}

describe('query cost', () => {
  it('rejects the aliased amplification query (3 × goodsPage size 100 with images and description)', async () => {
    const query = `{
      p1: goodsPage(page: { current: 1, size: 100 }) { ${heavyRecords} }
      p2: goodsPage(page: { current: 2, size: 100 }) { ${heavyRecords} }
      p3: goodsPage(page: { current: 3, size: 100 }) { ${heavyRecords} }
    }`;
    expectRejectedByCost(await postGraphql(app, query));
  });

  it('counts page sizes passed as variables', async () => {
    const query = `query Q($size: Int, $first: Int) {
      p1: goodsPage(page: { size: $size }) { ${heavyRecords} }
      p2: goodsPage(page: { current: 2, size: $size }) { ${heavyRecords} }
      c1: goodsConnection(first: $first) { edges { node { id images { url } description } } }
    }`;
    expectRejectedByCost(await postGraphql(app, query, { variables: { size: 100, first: 100 } }));
    // The same document with small pages is fine.
    const small = await postGraphql(app, query, { variables: { size: 5, first: 5 } });
    expect(small.body.errors).toBeUndefined();
  });

  it('counts a whole PageInput passed as a variable', async () => {
    const query = `query Q($a: PageInput, $b: PageInput, $c: PageInput) {
      p1: goodsPage(page: $a) { ${heavyRecords} }
      p2: goodsPage(page: $b) { ${heavyRecords} }
      p3: goodsPage(page: $c) { ${heavyRecords} }
    }`;
    const page = (current: number) => ({ current, size: 100 });
    expectRejectedByCost(
      await postGraphql(app, query, { variables: { a: page(1), b: page(2), c: page(3) } }),
    );
  });
});

describe('list records with images and description', () => {
  it('a legal page of 100 makes a bounded number of upstream calls (the page, then one batch)', async () => {
    const reply = await postGraphql(
      app,
      `{ goodsPage(page: { current: 1, size: 100 }) { records { id title images { url } description } } }`,
    );
    expect(reply.body.errors).toBeUndefined();
    type Page = { records: { images: unknown[]; description: string }[] };
    const records = (reply.body.data?.goodsPage as Page | undefined)?.records ?? [];
    expect(records.length).toBeGreaterThan(10);
    expect(records.every((record) => record.images.length > 0)).toBe(true);
    expect(nextland.calls.length).toBeLessThanOrEqual(2);
    expect(reply.headers['x-upstream-calls']).toBe(String(nextland.calls.length));
  });

  it('the batch gives each record its own detail', async () => {
    const reply = await postGraphql(
      app,
      '{ goodsPage(page: { size: 5 }) { records { id description images { url } } } }',
    );
    type Page = { records: { id: string; description: string; images: { url: string }[] }[] };
    const records = (reply.body.data?.goodsPage as Page | undefined)?.records ?? [];
    expect(records).toHaveLength(5);
    for (const record of records) {
      const single = await postGraphql(app, `{ goods(id: "${record.id}") { description images { url } } }`);
      expect(single.body.data?.goods).toEqual({ description: record.description, images: record.images });
    }
  });
});
