// The seller's settlements through GraphQL on the run's real nextland: 林晚's demo settlements (paid out to her
// demo card) with Money amounts and enum states; someone else sees none of hers.
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

const query = `{
  mySettlementSummary { paid { amount currency } paidCount rateBasisPoints hasDefaultCard incoming { amount } }
  mySettlements(state: PAID, first: 5) { edges { node { kind orderNumber lot { title } gross { amount } commission { amount }
    refunded { amount } net { amount } state } } totalCount { value relation } }
  myPayouts(first: 5) { edges { node { amount { amount } maskedCard state settlementCount } } }
}`;

type Data = {
  mySettlementSummary: {
    paid: { amount: number };
    paidCount: number;
    hasDefaultCard: boolean;
    incoming: { amount: number };
  };
  mySettlements: {
    edges: {
      node: {
        kind: string;
        orderNumber: string | null;
        lot: { title: string } | null;
        gross: { amount: number };
        commission: { amount: number };
        refunded: { amount: number };
        net: { amount: number };
        state: string;
      };
    }[];
  };
  myPayouts: { edges: { node: { amount: { amount: number }; maskedCard: string; state: string } }[] };
};

describe('settlements', () => {
  it('林晚 sees her settled orders and the payout to her card; the amounts add up', async () => {
    const cookies = sessionCookies(await fake.accounts.login('verified'));
    const reply = await postGraphql(app, query, { cookies });
    expect(reply.body.errors).toBeUndefined();
    const data = reply.body.data as Data;
    expect(data.mySettlementSummary).toMatchObject({
      paidCount: 2,
      hasDefaultCard: true,
      rateBasisPoints: 500,
    });
    expect(data.mySettlements.edges).toHaveLength(2);
    for (const { node } of data.mySettlements.edges) {
      expect(node.state).toBe('PAID');
      expect([node.kind, node.lot, node.orderNumber]).toEqual(['ORDER', null, expect.any(String)]);
      expect(node.net.amount + node.commission.amount + node.refunded.amount).toBe(node.gross.amount);
    }
    expect(data.myPayouts.edges[0]?.node).toMatchObject({
      maskedCard: '**** **** **** 1234',
      state: 'PAID',
      amount: { amount: data.mySettlementSummary.paid.amount },
    });
  });

  it('another user sees none of them', async () => {
    const cookies = sessionCookies(await fake.accounts.register());
    const reply = await postGraphql(app, query, { cookies });
    const data = reply.body.data as Data;
    expect(data.mySettlementSummary).toMatchObject({
      paidCount: 0,
      hasDefaultCard: false,
      incoming: { amount: 0 },
    });
    expect(data.mySettlements.edges).toEqual([]);
    expect(data.myPayouts.edges).toEqual([]);
  });
});
