// Checkout, payment and the order's life through the BFF, against the real nextland (PGlite, demo data).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import {
  buyerWithAddress,
  type Cookies,
  goodsOfSellers,
  payInSandbox,
} from '../../test-support/order-steps.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';

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

const errors = 'userErrors { field code message }';
const orderFields = `id orderNumber status digital seller { id nickname } buyer { id } total { amount currency }
  itemsTotal { amount } postage { amount } lines { goodsId quantity paid { amount } itemsTotal { amount } }
  address { province { code name } city } shipment { carrier { code name } trackingNumber }
  paymentId payDeadline events { fromStatus toStatus actor note }`;
const preview = `mutation P($input: CheckoutInput!) { previewCheckout(input: $input) {
  preview { total { amount } postage { amount } sellers { seller { id } total { amount } freeShipping }
  problems { goodsId code } } ${errors} } }`;
const submit = `mutation S($input: CheckoutInput!, $total: SafeInt!, $key: String!) {
  submitCheckout(input: $input, acceptedTotal: $total, idempotencyKey: $key) {
    payment { id status amount { amount } cashierUrl orders { ${orderFields} } } ${errors} } }`;

type UserError = { field: string | null; code: string; message: string };
type Order = {
  id: string;
  status: string;
  seller: { id: string };
  total: { amount: number };
  lines: { paid: { amount: number } }[];
  shipment: { carrier: { code: string }; trackingNumber: string } | null;
  events: { fromStatus: string | null; toStatus: string; actor: string }[];
};
type Payment = {
  id: string;
  status: string;
  amount: { amount: number };
  cashierUrl: string | null;
  orders: Order[];
};

async function gql<T>(query: string, variables: Record<string, unknown>, cookies?: Cookies): Promise<T> {
  const reply = await postGraphql(app, query, { variables, cookies });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data as T;
}

async function checkout(cookies: Cookies, input: Record<string, unknown>, key = randomUUID()) {
  const priced = await gql<{ previewCheckout: { preview: { total: { amount: number } } } }>(
    preview,
    { input },
    cookies,
  );
  const total = priced.previewCheckout.preview.total.amount;
  const data = await gql<{ submitCheckout: { payment: Payment | null; userErrors: UserError[] } }>(
    submit,
    { input, total, key },
    cookies,
  );
  return { ...data.submitCheckout, total, key };
}

describe('checkout and orders through the BFF', () => {
  it('two sellers in one checkout: two orders, one payment, paid in the sandbox, shipped, received', async () => {
    const buyer = await buyerWithAddress(app, nextland);
    // The first seller is a demo account (the seed makes them sellers too), so it can log in and ship.
    const [first, second] = await goodsOfSellers(app, 2, Object.values(nextland.demo));
    if (!first || !second) throw new Error('demo data');
    expect(Object.values(nextland.demo)).toContain(Number(first.sellerId));
    const input = {
      source: 'BUY_NOW',
      addressId: buyer.addressId,
      lines: [
        { goodsId: first.id, quantity: 2 },
        { goodsId: second.id, quantity: 1 },
      ],
    };
    const placed = await checkout(buyer.cookies, input);
    expect(placed.userErrors).toEqual([]);
    const payment = placed.payment as Payment;
    expect(payment).toMatchObject({ status: 'PENDING', amount: { amount: placed.total } });
    expect(payment.cashierUrl).toContain(`/sandbox-pay/cashier/${payment.id}`);
    expect(payment.orders.map((order) => order.seller.id).sort()).toEqual(
      [first.sellerId, second.sellerId].sort(),
    );
    // Orders add up to the payment, and each order's lines to the order.
    expect(payment.orders.reduce((sum, order) => sum + order.total.amount, 0)).toBe(placed.total);
    for (const order of payment.orders) {
      expect(order.lines.reduce((sum, line) => sum + line.paid.amount, 0)).toBe(order.total.amount);
      expect(order.events).toEqual([
        { fromStatus: null, toStatus: 'AWAITING_PAYMENT', actor: 'BUYER', note: expect.any(String) },
      ]);
    }

    // A replay of the same key answers the same payment and makes nothing new.
    const replay = await gql<{ submitCheckout: { payment: Payment } }>(
      submit,
      { input, total: placed.total, key: placed.key },
      buyer.cookies,
    );
    expect(replay.submitCheckout.payment.id).toBe(payment.id);
    const counts = await gql<{ orderCounts: { all: number; awaitingPayment: number } }>(
      '{ orderCounts { all awaitingPayment } }',
      {},
      buyer.cookies,
    );
    expect(counts.orderCounts).toEqual({ all: 2, awaitingPayment: 2 });

    await payInSandbox(nextland, payment.id, buyer.cookies);
    const paid = await gql<{ payment: Payment }>(
      `query Q($id: ID!) { payment(id: $id) { id status cashierUrl amount { amount } orders { ${orderFields} } } }`,
      { id: payment.id },
      buyer.cookies,
    );
    expect(paid.payment.status).toBe('PAID');
    expect(paid.payment.cashierUrl).toBeNull();
    expect(paid.payment.orders.map((order) => order.status)).toEqual([
      'AWAITING_SHIPMENT',
      'AWAITING_SHIPMENT',
    ]);

    const order = paid.payment.orders.find((o) => o.seller.id === first.sellerId) as Order;
    const seller = sessionCookies(await nextland.accounts.login(Number(first.sellerId)));
    const sold = await gql<{ orders: { edges: { node: { id: string } }[] } }>(
      '{ orders(role: SELLER, status: AWAITING_SHIPMENT, first: 50) { edges { node { id } } } }',
      {},
      seller,
    );
    expect(sold.orders.edges.map((edge) => edge.node.id)).toContain(order.id);
    // The seller's view of the other seller's order does not exist.
    const other = paid.payment.orders.find((o) => o.id !== order.id) as Order;
    const hidden = await gql<{ order: Order | null }>(
      'query Q($id: ID!) { order(id: $id, role: SELLER) { id } }',
      { id: other.id },
      seller,
    );
    expect(hidden.order).toBeNull();

    const ship = `mutation S($id: ID!, $carrier: String!, $number: String!) {
      shipOrder(id: $id, carrierCode: $carrier, trackingNumber: $number) { order { ${orderFields} } ${errors} } }`;
    const badCarrier = await gql<{ shipOrder: { order: Order | null; userErrors: UserError[] } }>(
      ship,
      { id: order.id, carrier: 'NOPE', number: 'SF1234567890' },
      seller,
    );
    expect(badCarrier.shipOrder.order).toBeNull();
    expect(badCarrier.shipOrder.userErrors[0]).toMatchObject({ field: 'carrierCode', code: 'INVALID' });
    const shipped = await gql<{ shipOrder: { order: Order; userErrors: UserError[] } }>(
      ship,
      { id: order.id, carrier: 'SF', number: 'SF1234567890' },
      seller,
    );
    expect(shipped.shipOrder.userErrors).toEqual([]);
    expect(shipped.shipOrder.order).toMatchObject({
      status: 'SHIPPED',
      shipment: { carrier: { code: 'SF' }, trackingNumber: 'SF1234567890' },
    });
    // The buyer cannot ship, and the seller cannot confirm receipt: a buyer-side route knows no such order.
    const asBuyer = await gql<{ shipOrder: { userErrors: UserError[] } }>(
      ship,
      { id: order.id, carrier: 'SF', number: 'SF1234567890' },
      buyer.cookies,
    );
    expect(asBuyer.shipOrder.userErrors[0]?.code).toBe('NOT_FOUND');

    const confirm = `mutation C($id: ID!) { confirmReceipt(id: $id) { order { status events { toStatus actor } } ${errors} } }`;
    const received = await gql<{ confirmReceipt: { order: Order } }>(
      confirm,
      { id: order.id },
      buyer.cookies,
    );
    expect(received.confirmReceipt.order.status).toBe('COMPLETED');
    expect(received.confirmReceipt.order.events.map((event) => event.toStatus)).toEqual([
      'AWAITING_PAYMENT',
      'AWAITING_SHIPMENT',
      'SHIPPED',
      'COMPLETED',
    ]);
    const again = await gql<{ confirmReceipt: { order: Order | null; userErrors: UserError[] } }>(
      confirm,
      { id: order.id },
      buyer.cookies,
    );
    expect(again.confirmReceipt).toMatchObject({ order: null, userErrors: [{ code: 'CONFLICT' }] });
  });

  it('refuses a changed total and a sold-out line with userErrors naming the line, and cancels', async () => {
    const buyer = await buyerWithAddress(app, nextland);
    const [goods] = await goodsOfSellers(app, 1);
    if (!goods) throw new Error('demo data');
    const input = {
      source: 'BUY_NOW',
      addressId: buyer.addressId,
      lines: [{ goodsId: goods.id, quantity: 1 }],
    };
    const wrongTotal = await gql<{ submitCheckout: { payment: Payment | null; userErrors: UserError[] } }>(
      submit,
      { input, total: 1, key: randomUUID() },
      buyer.cookies,
    );
    expect(wrongTotal.submitCheckout).toMatchObject({ payment: null, userErrors: [{ code: 'CONFLICT' }] });

    const tooMany = { ...input, lines: [{ goodsId: goods.id, quantity: goods.stock + 1 }] };
    const priced = await gql<{
      previewCheckout: { preview: { problems: { goodsId: string; code: string }[] } };
    }>(preview, { input: tooMany }, buyer.cookies);
    expect(priced.previewCheckout.preview.problems).toEqual([{ goodsId: goods.id, code: 'SOLD_OUT' }]);
    const soldOut = await gql<{ submitCheckout: { payment: Payment | null; userErrors: UserError[] } }>(
      submit,
      { input: tooMany, total: 1, key: randomUUID() },
      buyer.cookies,
    );
    expect(soldOut.submitCheckout.payment).toBeNull();
    expect(soldOut.submitCheckout.userErrors).toEqual([
      { field: `lines.${goods.id}`, code: 'SOLD_OUT', message: expect.any(String) },
    ]);

    const placed = await checkout(buyer.cookies, input);
    const order = placed.payment?.orders[0] as Order;
    const stranger = sessionCookies(await nextland.accounts.register());
    const cancel = `mutation C($id: ID!) { cancelOrder(id: $id) { order { status } ${errors} } }`;
    const notTheirs = await gql<{ cancelOrder: { userErrors: UserError[] } }>(
      cancel,
      { id: order.id },
      stranger,
    );
    expect(notTheirs.cancelOrder.userErrors[0]?.code).toBe('NOT_FOUND');
    const read = await gql<{ order: Order | null }>(
      'query Q($id: ID!) { order(id: $id) { id } }',
      { id: order.id },
      stranger,
    );
    expect(read.order).toBeNull();
    const cancelled = await gql<{ cancelOrder: { order: Order } }>(cancel, { id: order.id }, buyer.cookies);
    expect(cancelled.cancelOrder.order.status).toBe('CANCELLED');
    const carriers = await gql<{ carriers: { code: string; name: string }[] }>(
      '{ carriers { code name } }',
      {},
      buyer.cookies,
    );
    expect(carriers.carriers.map((carrier) => carrier.code)).toContain('SF');
  });
});
