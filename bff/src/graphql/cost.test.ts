// Query cost counts what a query makes the BFF do (issue 9, finding 2): a list field costs its page size times
// the cost of one record, page sizes passed as variables included, and record fields that need another
// upstream call (`images`, `description` on list records) cost more. Those fields are batched, so a legal list
// query makes a bounded number of upstream calls, counted here on the real nextland.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Kind, parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startNextland, type TestNextland } from '../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../test-support/test-app.js';
import { maxMutationFields, rootFieldCount } from './cost.js';

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

describe('mutations per operation (issue 26: 15 aliased bids went through in one request)', () => {
  const bids = (n: number) =>
    `mutation { ${Array.from({ length: n }, (_, i) => `b${i}: placeBid(goodsId: "1", maxAmount: ${100 + i}) { userErrors { code } }`).join(' ')} }`;

  it(`refuses an operation holding more than ${maxMutationFields} mutations before calling nextland`, async () => {
    const reply = await postGraphql(app, bids(15));
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.[0]?.extensions).toMatchObject({
      code: 'GRAPHQL_VALIDATION_FAILED',
      maxMutationFields,
    });
    expect(nextland.calls).toEqual([]);
    // Fragments and inline fragments hide nothing.
    const hidden = `mutation { ...A ... on Mutation { c: logout { ok } d: logout { ok } } } fragment A on Mutation { a: logout { ok } b: logout { ok } }`;
    expect((await postGraphql(app, hidden)).status).toBe(400);
  });

  it(`lets ${maxMutationFields} through`, async () => {
    const reply = await postGraphql(app, bids(maxMutationFields));
    expect(reply.status).toBe(200);
    expect(reply.body.errors?.[0]?.extensions?.code).not.toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('every operation the web sends holds one mutation at most', () => {
    const generated = readFileSync(
      join(import.meta.dirname, '../../../web/src/graphql/generated/gql.ts'),
      'utf8',
    );
    const sources = [...generated.matchAll(/^ {4}("(?:[^"\\]|\\.)*"): typeof types\./gm)].map(
      (match) => JSON.parse(match[1] as string) as string,
    );
    expect(sources.length).toBeGreaterThan(50);
    const mutations = sources
      .map((source) => parse(source))
      .flatMap((document) =>
        document.definitions.flatMap((definition) =>
          definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation'
            ? [rootFieldCount(document, definition.selectionSet)]
            : [],
        ),
      );
    expect(mutations.length).toBeGreaterThan(20);
    expect(Math.max(...mutations)).toBe(1);
  });
});
