// Money through GraphQL: amounts past the old 32-bit limit reach clients exactly (SafeInt), amounts no JS
// number can hold are refused rather than rounded, and status codes arrive as enums.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goodsDetail, seller } from '../../test-support/fixtures.js';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

const DETAIL = '/nextland-site/api/framework/v1/site/goods/detail/5';
const query = `{ goods(id: "5") {
  price { amount currency }
  auction { startPrice { amount } currentPrice { amount } increment { amount } status }
  seller { type }
} }`;

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

/**
 * nextland answers the detail with this JSON text, digits exactly as written (no route creates goods, so amounts
 * past the seed's are injected at the proxy).
 */
function answerDetail(json: string) {
  fake.setOverride((call) => (call.path === DETAIL ? { status: 200, body: json } : undefined));
}

function detailJson(price: string, auction: Record<string, string>) {
  const base = { ...goodsDetail(5), seller: { ...seller('1005'), type: 4 } };
  const text = JSON.stringify({
    code: 200,
    success: true,
    msg: 'ok',
    data: { ...base, price: 0, auction: { ...base.auction, status: 2 } },
  });
  let json = text.replace('"price":0', `"price":${price}`);
  for (const [key, digits] of Object.entries(auction)) {
    json = json.replace(new RegExp(`"${key}":\\d+`), `"${key}":${digits}`);
  }
  return json;
}

describe('Money.amount is a SafeInt', () => {
  it('carries goods and auction amounts past ¥21,474,836.47 exactly, up to 2^53 − 1 fen', async () => {
    answerDetail(
      detailJson('9007199254740991', {
        startPrice: '2147483648',
        currentPrice: '3000000000',
        increment: '2147483647',
      }),
    );
    const reply = await postGraphql(app, query);
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data?.goods).toEqual({
      price: { amount: 9007199254740991, currency: 'CNY' },
      auction: {
        startPrice: { amount: 2147483648 },
        currentPrice: { amount: 3000000000 },
        increment: { amount: 2147483647 },
        status: 'WON_AWAITING_PAYMENT',
      },
      seller: { type: 'ORGANISATION' },
    });
    expect(reply.raw).toContain('"amount":9007199254740991');
  });

  it('refuses an amount past 2^53 − 1 instead of showing a rounded one', async () => {
    // JSON.parse reads these digits as 9007199254740992: the BFF must not pass that on as the price.
    answerDetail(detailJson('9007199254740993', {}));
    const reply = await postGraphql(app, query);
    expect(reply.body.data?.goods).toBeNull();
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(reply.raw).not.toContain('"amount"');
  });

  it('sends a no-postage minimum past 2^31 − 1 fen to nextland as the same integer', async () => {
    const reply = await postGraphql(
      app,
      'mutation { createExpressEntry(input: { name: "满额", regions: ["110000"], minAmount: 3000000000 }) { userErrors { code } } }',
      { cookies: sessionCookies(await fake.accounts.verified()) },
    );
    expect(reply.body.errors).toBeUndefined();
    expect(fake.callsTo('/express/create')[0]?.body).toMatchObject({ minAmount: 3000000000 });
  });

  it('refuses a minimum GraphQL cannot carry exactly, before calling nextland', async () => {
    const reply = await postGraphql(
      app,
      'mutation { createExpressEntry(input: { name: "x", regions: ["110000"], minAmount: 9007199254740993 }) { userErrors { code } } }',
      { cookies: sessionCookies(await fake.accounts.verified()) },
    );
    expect(reply.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(fake.callsTo('/express/create')).toEqual([]);
  });
});
