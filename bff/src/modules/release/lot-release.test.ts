// A lot through the release form's GraphQL (decision 0028 §5) and the buyer's bids, against a real nextland.
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

const HOUR = 3_600_000;
const en = { 'x-locale': 'en' };
const errors = 'userErrors { field code message }';
const auction =
  'auction { startPriceFen ladder { fromFen incrementFen } reserveFen depositFen startsAt endsAt lotStatus currentPriceFen bidCount }';
const save = `mutation S($id: ID, $input: ReleaseDraftInput!) { saveReleaseDraft(kind: LOT, id: $id, input: $input) { draft { id kind status priceFen stock ${auction} } ${errors} } }`;
const release = `mutation R($id: ID!) { releaseItem(kind: LOT, id: $id) { id status ${errors} } }`;
const myBids = `query B($status: MyBidStatus) { myBids(status: $status) { totalCount { value } edges { node { goodsId title myMax { amount } currentPrice { amount } lotStatus myStatus } } } }`;

type Saved = { draft: { id: string } & Record<string, unknown>; userErrors: { field: string }[] };

function savedOf(reply: { body: { data?: Record<string, unknown> | null } }): Saved {
  return reply.body.data?.saveReleaseDraft as Saved;
}

describe('lots in the release form, and my bids', () => {
  it('saves the auction step, names a broken ladder band, and lists the lot among lot drafts only', async () => {
    const cookies = sessionCookies(await fake.accounts.verified());
    const now = Date.now();
    const input = {
      title: '山水立轴',
      auction: {
        startPriceFen: 10_000,
        ladder: [{ fromFen: 0, incrementFen: 500 }],
        reserveFen: 20_000,
        startsAt: new Date(now + HOUR).toISOString(),
        endsAt: new Date(now + 3 * HOUR).toISOString(),
      },
    };
    const first = await postGraphql(app, save, { variables: { input }, cookies, headers: en });
    const created = savedOf(first);
    expect(created.userErrors, JSON.stringify(created.userErrors)).toEqual([]);
    expect(created.draft).toMatchObject({
      kind: 'LOT',
      status: 'DRAFT',
      priceFen: 10_000,
      stock: 1,
      auction: { startPriceFen: 10_000, reserveFen: 20_000, depositFen: null, lotStatus: null },
    });
    const bad = await postGraphql(app, save, {
      variables: {
        id: created.draft.id,
        input: { auction: { ladder: [{ fromFen: 100, incrementFen: 500 }] } },
      },
      cookies,
      headers: en,
    });
    expect(savedOf(bad).userErrors).toEqual([
      {
        field: 'auction.ladder.0.fromFen',
        code: 'INVALID',
        message: 'The first price band must start at ¥0',
      },
    ]);
    const lots = await postGraphql(app, 'query { myReleaseDrafts(kind: LOT) { id kind } }', { cookies });
    expect(lots.body.data?.myReleaseDrafts).toEqual([{ id: created.draft.id, kind: 'LOT' }]);
    const goods = await postGraphql(app, 'query { myReleaseDrafts(kind: GOODS) { id } }', { cookies });
    expect(goods.body.data?.myReleaseDrafts).toEqual([]);
    const early = await postGraphql(app, release, { variables: { id: created.draft.id }, cookies });
    const refused = early.body.data?.releaseItem as { userErrors: { field: string }[] };
    expect(refused.userErrors.map((error) => error.field).sort()).toEqual([
      'categoryId',
      'description',
      'images',
    ]);
  });

  it('answers the viewer’s bids by standing', async () => {
    const buyer = await fake.accounts.register();
    const cookies = sessionCookies(buyer);
    const empty = await postGraphql(app, myBids, { variables: { status: 'LEADING' }, cookies });
    expect(empty.body.data?.myBids).toEqual({ totalCount: { value: 0 }, edges: [] });
    const anonymous = await postGraphql(app, myBids, {});
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
