// Shared step of the after-sale tests: a completed order of a new buyer from a demo seller, made through the
// GraphQL API as a browser would (checkout, the sandbox cashier, shipping, confirming receipt).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessionCookies, type TestNextland } from '../../test-support/nextland.js';
import {
  buyerWithAddress,
  type Cookies,
  dataOf,
  goodsOfSellers,
  payInSandbox,
} from '../../test-support/order-steps.js';
import { postGraphql } from '../../test-support/test-app.js';

/** A completed order of a new buyer from a demo seller (who can log in): the order and both sessions. */
export async function completedOrder(app: FastifyInstance, nextland: TestNextland) {
  const call = async <T>(query: string, variables: Record<string, unknown>, cookies: Cookies) =>
    dataOf<T>(await postGraphql(app, query, { variables, cookies }));
  const buyer = await buyerWithAddress(app, nextland);
  const [goods] = await goodsOfSellers(app, 1, Object.values(nextland.demo));
  if (!goods) throw new Error('demo data');
  const input = {
    source: 'BUY_NOW',
    addressId: buyer.addressId,
    lines: [{ goodsId: goods.id, quantity: 1 }],
  };
  type Priced = { previewCheckout: { preview: { total: { amount: number } } } };
  const priced = await call<Priced>(
    'mutation P($input: CheckoutInput!) { previewCheckout(input: $input) { preview { total { amount } } } }',
    { input },
    buyer.cookies,
  );
  type Placed = { submitCheckout: { payment: { id: string; orders: { id: string }[] } } };
  const placed = await call<Placed>(
    `mutation S($input: CheckoutInput!, $total: SafeInt!, $key: String!) {
      submitCheckout(input: $input, acceptedTotal: $total, idempotencyKey: $key) { payment { id orders { id } } } }`,
    { input, total: priced.previewCheckout.preview.total.amount, key: randomUUID() },
    buyer.cookies,
  );
  const { payment } = placed.submitCheckout;
  await payInSandbox(nextland, payment.id, buyer.cookies);
  const orderId = payment.orders[0]?.id as string;
  const seller = sessionCookies(await nextland.accounts.login(Number(goods.sellerId)));
  await call(
    'mutation S($id: ID!) { shipOrder(id: $id, carrierCode: "SF", trackingNumber: "SF1234567890") { order { id } } }',
    { id: orderId },
    seller,
  );
  await call(
    'mutation C($id: ID!) { confirmReceipt(id: $id) { order { id } } }',
    { id: orderId },
    buyer.cookies,
  );
  return { buyer: buyer.cookies, seller, orderId };
}
