// The management lists, moves and the officials' release review through GraphQL, against the run's real
// nextland with the demo data (林晚 has goods on sale, one under review and one rejected).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

let fake: TestNextland;
let app: FastifyInstance;
let seller: Record<string, string>;
let official: Record<string, string>;
beforeAll(async () => {
  fake = await startNextland();
  app = await buildTestApp(fake);
  seller = sessionCookies(await fake.accounts.login('verified'));
  official = sessionCookies(await fake.accounts.login('official'));
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

type Item = { id: string; title: string; status: string; stock: number; rejectReason: string | null };

const myItems = `query M($kind: ItemKind!, $status: GoodsStatus, $after: String) {
  myItems(kind: $kind, status: $status, first: 20, after: $after) {
    edges { cursor node { id kind title status price { amount } stock cover { url } category { name } rejectReason } }
    pageInfo { hasNextPage endCursor } totalCount { value relation } } }`;
const counts = `query C($kind: ItemKind!) { myItemCounts(kind: $kind) { all statuses { status count } } }`;
const offSale = `mutation O($ids: [ID!]!) { takeMyItemsOffSale(kind: GOODS, ids: $ids) {
  results { id ok code message } userErrors { code } } }`;
const release = `mutation R($id: ID!) { releaseMyItem(kind: GOODS, id: $id) { item { id kind status } userErrors { code message } } }`;
const remove = `mutation D($id: ID!) { deleteMyItem(kind: GOODS, id: $id) { deletedId userErrors { code message } } }`;
const queue = `query Q { releaseReviewQueue(kind: GOODS, page: { size: 50 }) {
  records { id kind title price { amount } stock cover { url } category { name } seller { nickname } submittedAt }
  pageInfo { total } } }`;

async function mine(status?: string): Promise<Item[]> {
  const reply = await postGraphql(app, myItems, { variables: { kind: 'GOODS', status }, cookies: seller });
  expect(reply.body.errors).toBeUndefined();
  const connection = reply.body.data?.myItems as { edges: { node: Item }[] };
  return connection.edges.map((edge) => edge.node);
}

describe('selling: the seller’s management lists', () => {
  it('counts per status and lists each tab, the rejected row with its reason', async () => {
    const reply = await postGraphql(app, counts, { variables: { kind: 'GOODS' }, cookies: seller });
    const tabs = reply.body.data?.myItemCounts as {
      all: number;
      statuses: { status: string; count: number }[];
    };
    expect(tabs.statuses.map((s) => s.status)).toEqual([
      'DRAFT',
      'UNDER_REVIEW',
      'REJECTED',
      'ON_SALE',
      'OFF_SALE',
      'SOLD_OUT',
    ]);
    expect(tabs.all).toBe(tabs.statuses.reduce((sum, s) => sum + s.count, 0));
    const all = await mine();
    expect(all).toHaveLength(Math.min(20, tabs.all));
    const rejected = await mine('REJECTED');
    expect(rejected.length).toBeGreaterThanOrEqual(1);
    expect(rejected.every((item) => item.status === 'REJECTED' && item.rejectReason)).toBe(true);
    expect((await mine('ON_SALE')).every((item) => item.rejectReason === null)).toBe(true);
    // Anonymous: not the public list.
    const anonymous = await postGraphql(app, myItems, { variables: { kind: 'GOODS' } });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('takes items off sale per item, refuses deleting an item on sale, releases it again', async () => {
    const [item] = await mine('ON_SALE');
    if (!item) throw new Error('林晚 has nothing on sale');
    const refused = await postGraphql(app, remove, { variables: { id: item.id }, cookies: seller });
    expect(refused.body.data?.deleteMyItem).toMatchObject({
      deletedId: null,
      userErrors: [{ code: 'CONFLICT' }],
    });

    const off = await postGraphql(app, offSale, {
      variables: { ids: [item.id, '999999999'] },
      cookies: seller,
    });
    expect(off.body.data?.takeMyItemsOffSale).toEqual({
      results: [
        { id: item.id, ok: true, code: null, message: null },
        { id: '999999999', ok: false, code: 'NOT_FOUND', message: expect.any(String) },
      ],
      userErrors: [],
    });
    expect((await mine('OFF_SALE')).map((i) => i.id)).toContain(item.id);
    const again = await postGraphql(app, release, { variables: { id: item.id }, cookies: seller });
    const moved = (again.body.data?.releaseMyItem as { item: { status: string } } | undefined)?.item;
    expect(['ON_SALE', 'UNDER_REVIEW']).toContain(moved?.status);
    const twice = await postGraphql(app, release, { variables: { id: item.id }, cookies: seller });
    expect(twice.body.data?.releaseMyItem).toMatchObject({ item: null, userErrors: [{ code: 'CONFLICT' }] });
  });
});

describe('selling: the officials’ release review', () => {
  it('lists items under review for officials only; approve and reject answer the move or a conflict', async () => {
    const refused = await postGraphql(app, queue, { cookies: seller });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const reply = await postGraphql(app, queue, { cookies: official });
    expect(reply.body.errors).toBeUndefined();
    const page = reply.body.data?.releaseReviewQueue as {
      records: { id: string; kind: string; seller: { nickname: string }; submittedAt: string }[];
    };
    const waiting = page.records.find((record) => record.seller.nickname === '林晚');
    if (!waiting) throw new Error('no release of 林晚 under review');
    expect(waiting.kind).toBe('GOODS');

    const approve = `mutation A($id: ID!) { approveRelease(kind: GOODS, id: $id) { item { id status } userErrors { code } } }`;
    const reject = `mutation J($id: ID!, $reason: String!) { rejectRelease(kind: GOODS, id: $id, reason: $reason) {
      item { id status } userErrors { code field } } }`;
    const bySeller = await postGraphql(app, approve, { variables: { id: waiting.id }, cookies: seller });
    expect(bySeller.body.data?.approveRelease).toMatchObject({
      item: null,
      userErrors: [{ code: 'FORBIDDEN' }],
    });
    const blank = await postGraphql(app, reject, {
      variables: { id: waiting.id, reason: ' ' },
      cookies: official,
    });
    expect(blank.body.data?.rejectRelease).toMatchObject({ item: null, userErrors: [{ code: 'INVALID' }] });
    const approved = await postGraphql(app, approve, { variables: { id: waiting.id }, cookies: official });
    expect(approved.body.data?.approveRelease).toEqual({
      item: { id: waiting.id, status: 'ON_SALE' },
      userErrors: [],
    });
    const late = await postGraphql(app, reject, {
      variables: { id: waiting.id, reason: 'Too late' },
      cookies: official,
    });
    expect(late.body.data?.rejectRelease).toMatchObject({ item: null, userErrors: [{ code: 'CONFLICT' }] });
    expect((await mine('ON_SALE')).map((i) => i.id)).toContain(waiting.id);
  });
});
