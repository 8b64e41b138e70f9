import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const en = { 'x-locale': 'en' };
const payment = 'payment { id orders { id } } userErrors { field code message }';

/** A demo lot (any auction goods on sale). */
async function demoLot(): Promise<string> {
  const reply = await postGraphql(
    app,
    '{ goodsPage(filter: { saleType: AUCTION }, page: { current: 1, size: 1 }) { records { id } } }',
  );
  const page = reply.body.data?.goodsPage as { records: { id: string }[] } | undefined;
  const id = page?.records[0]?.id;
  if (!id) throw new Error('no demo lot');
  return id;
}

describe('won lots and deposits over GraphQL', () => {
  it('a lot the viewer did not win: null, and confirming it is NOT_FOUND with nothing made', async () => {
    const goodsId = await demoLot();
    const cookies = sessionCookies(await fake.accounts.register());
    const win = await postGraphql(app, 'query W($id: ID!) { auctionWin(goodsId: $id) { status } }', {
      cookies,
      variables: { id: goodsId },
    });
    expect(win.body.errors).toBeUndefined();
    expect(win.body.data?.auctionWin).toBeNull();
    const confirm = await postGraphql(
      app,
      `mutation C($id: ID!) { confirmAuction(goodsId: $id, addressId: "1", acceptedTotal: 100, idempotencyKey: "0b9c1f9e-4c1e-4d0a-9d7e-2f7f7f3f0a11") { ${payment} } }`,
      { cookies, variables: { id: goodsId } },
    );
    expect(confirm.body.data?.confirmAuction).toMatchObject({
      payment: null,
      userErrors: [{ code: 'NOT_FOUND' }],
    });
    const payments = await postGraphql(app, '{ payments { edges { node { id } } } }', { cookies });
    expect(payments.body.data?.payments).toEqual({ edges: [] });
  });

  it('a deposit on a lot that asks none is a translated CONFLICT', async () => {
    const goodsId = await demoLot();
    const cookies = sessionCookies(await fake.accounts.register());
    const reply = await postGraphql(
      app,
      `mutation D($id: ID!) { payAuctionDeposit(goodsId: $id, idempotencyKey: "5a4a7e52-8d9b-4a43-9d51-3f7c2b1e6d20") { ${payment} } }`,
      { cookies, headers: en, variables: { id: goodsId } },
    );
    const payload = reply.body.data?.payAuctionDeposit as {
      payment: unknown;
      userErrors: { code: string; message: string }[];
    };
    expect(payload.payment).toBeNull();
    expect(payload.userErrors).toHaveLength(1);
    expect(payload.userErrors[0]?.code).toBe('CONFLICT');
    expect(payload.userErrors[0]?.message).toMatch(/deposit/i);
  });

  it('needs a session', async () => {
    const goodsId = await demoLot();
    const reply = await postGraphql(app, 'query W($id: ID!) { auctionWin(goodsId: $id) { status } }', {
      variables: { id: goodsId },
    });
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
