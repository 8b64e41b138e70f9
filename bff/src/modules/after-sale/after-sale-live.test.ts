// `afterSaleEvents` end to end: a request made and approved in nextland publishes `afterSale.updated` to both
// sides through its outbox and event stream; the BFF re-reads the request as each subscriber and sends it whole.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, liveClient, until } from '../../test-support/live-client.js';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { dataOf } from '../../test-support/order-steps.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';
import { completedOrder } from './after-sale-support.js';

let nextland: TestNextland;
let app: FastifyInstance;
let url: string;
const clients: { close: () => Promise<void> }[] = [];

beforeAll(async () => {
  nextland = await startNextland();
  app = await buildTestApp(nextland, { liveEvents: true });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  url = `ws://127.0.0.1:${address.port}/graphql`;
  await until(() => app.live.relaying, 10_000);
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
  await app.close();
  await nextland.close();
});

type Events = { afterSaleEvents: { role: string; afterSale: { id: string; status: string; role: string } } };

describe('Subscription.afterSaleEvents', () => {
  it('tells the buyer and the seller of each step, each as their side, and nobody else', async () => {
    const { buyer, seller, orderId } = await completedOrder(app, nextland);
    const stranger = sessionCookies(await nextland.accounts.register());
    const query = 'subscription { afterSaleEvents { role afterSale { id status role } } }';
    const [mine, theirs, others] = [buyer, seller, stranger].map((cookies) => liveClient(url, { cookies }));
    if (!mine || !theirs || !others) throw new Error('no clients');
    clients.push(mine, theirs, others);
    const toBuyer = collect<Events>(mine.client, query);
    const toSeller = collect<Events>(theirs.client, query);
    const overheard = collect<Events>(others.client, query);
    // graphql-ws subscribes asynchronously; give the sockets a moment to be listening.
    await new Promise((resolve) => setTimeout(resolve, 500));

    type Lines = {
      afterSaleRefundable: { lines: { orderLineId: string; refundable: { amount: number } }[] };
    };
    const { afterSaleRefundable } = dataOf<Lines>(
      await postGraphql(
        app,
        'query R($id: ID!) { afterSaleRefundable(orderId: $id) { lines { orderLineId refundable { amount } } } }',
        { variables: { id: orderId }, cookies: buyer },
      ),
    );
    const line = afterSaleRefundable.lines[0];
    const made = dataOf<{ createAfterSale: { afterSale: { id: string } } }>(
      await postGraphql(
        app,
        'mutation C($input: CreateAfterSaleInput!) { createAfterSale(input: $input) { afterSale { id } } }',
        {
          variables: {
            input: {
              orderId,
              type: 'REFUND_ONLY',
              reasonCode: 'damaged',
              lines: [{ orderLineId: line?.orderLineId, amount: line?.refundable.amount }],
            },
          },
          cookies: buyer,
        },
      ),
    );
    const id = made.createAfterSale.afterSale.id;
    await postGraphql(app, 'mutation A($id: ID!) { approveAfterSale(id: $id) { afterSale { id } } }', {
      variables: { id },
      cookies: seller,
    });
    await nextland.accounts.drainJobs();
    await until(() => toBuyer.values.some((v) => v.afterSaleEvents.afterSale.status === 'REFUNDED'), 10_000);
    await until(() => toSeller.values.some((v) => v.afterSaleEvents.afterSale.status === 'REFUNDED'), 10_000);
    expect(toBuyer.errors).toEqual([]);
    // Each event is the request as it is when re-read (an early event may already show a later status).
    for (const value of toBuyer.values) {
      expect(value.afterSaleEvents).toMatchObject({ role: 'BUYER', afterSale: { id, role: 'BUYER' } });
    }
    expect(toSeller.values.at(-1)).toEqual({
      afterSaleEvents: { role: 'SELLER', afterSale: { id, status: 'REFUNDED', role: 'SELLER' } },
    });
    expect(overheard.values).toEqual([]);
    for (const stream of [toBuyer, toSeller, overheard]) stream.unsubscribe();
  });
});
