// `orderEvents` end to end: a real checkout and a real cancellation in nextland publish order events through
// its outbox and event stream; the BFF re-reads each order as the subscriber and sends it whole.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collect, liveClient, until } from '../../test-support/live-client.js';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import { buyerWithAddress, dataOf, goodsOfSellers } from '../../test-support/order-steps.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

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

type OrderEvents = { orderEvents: { type: string; role: string; order: { id: string; status: string } } };

describe('Subscription.orderEvents', () => {
  it("sends the buyer's new order and its cancellation, and nothing to another user", async () => {
    const buyer = await buyerWithAddress(app, nextland);
    const stranger = sessionCookies(await nextland.accounts.register());
    const query = 'subscription { orderEvents { type role order { id status } } }';
    const mine = liveClient(url, { cookies: buyer.cookies });
    const theirs = liveClient(url, { cookies: stranger });
    clients.push(mine, theirs);
    const received = collect<OrderEvents>(mine.client, query);
    const overheard = collect<OrderEvents>(theirs.client, query);
    // graphql-ws subscribes asynchronously; give both sockets a moment to be listening.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const [goods] = await goodsOfSellers(app, 1);
    const input = {
      source: 'BUY_NOW',
      addressId: buyer.addressId,
      lines: [{ goodsId: goods?.id, quantity: 1 }],
    };
    const priced = await postGraphql(
      app,
      'mutation P($input: CheckoutInput!) { previewCheckout(input: $input) { preview { total { amount } } } }',
      { variables: { input }, cookies: buyer.cookies },
    );
    type Priced = { previewCheckout: { preview: { total: { amount: number } } } };
    const total = dataOf<Priced>(priced).previewCheckout.preview.total.amount;
    const placed = await postGraphql(
      app,
      `mutation S($input: CheckoutInput!, $total: SafeInt!, $key: String!) {
        submitCheckout(input: $input, acceptedTotal: $total, idempotencyKey: $key) { payment { orders { id } } } }`,
      { variables: { input, total, key: randomUUID() }, cookies: buyer.cookies },
    );
    type Placed = { submitCheckout: { payment: { orders: { id: string }[] } } };
    const orderId = dataOf<Placed>(placed).submitCheckout.payment.orders[0]?.id;
    await nextland.accounts.drainJobs();
    await until(() => received.values.length > 0, 10_000);
    expect(received.errors).toEqual([]);
    expect(received.values[0]).toEqual({
      orderEvents: {
        type: 'order.created',
        role: 'BUYER',
        order: { id: orderId, status: 'AWAITING_PAYMENT' },
      },
    });

    await postGraphql(app, 'mutation C($id: ID!) { cancelOrder(id: $id) { order { status } } }', {
      variables: { id: orderId },
      cookies: buyer.cookies,
    });
    await nextland.accounts.drainJobs();
    await until(
      () => received.values.some((value) => value.orderEvents.order.status === 'CANCELLED'),
      10_000,
    );
    expect(received.values.at(-1)?.orderEvents).toMatchObject({ type: 'order.updated', role: 'BUYER' });
    expect(overheard.values).toEqual([]);
    received.unsubscribe();
    overheard.unsubscribe();
  });
});
