// After-sales through the BFF, against the real nextland (PGlite, demo data): a completed order, a return and
// refund from request to refund on both sides, refusals as userErrors, and nobody else's request visible.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookies, startNextland, type TestNextland } from '../../test-support/nextland.js';
import type { Cookies } from '../../test-support/order-steps.js';
import { buildTestApp, postGraphql } from '../../test-support/test-app.js';
import { completedOrder } from './after-sale-support.js';

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

const errors = 'userErrors { field code message }';
const fields = `id orderId type status role reason { code name } requested { amount }
  lines { orderLineId amount { amount } paid { amount } } returnAddress { recipientName province { name } }
  returnShipment { carrier { code } trackingNumber } rejectReason sellerDeadline
  refund { status amount { amount } } events { fromStatus toStatus actor }`;
type UserError = { field: string | null; code: string; message: string };
type AfterSale = {
  id: string;
  status: string;
  role: string;
  requested: { amount: number };
  returnAddress: { recipientName: string } | null;
  returnShipment: { trackingNumber: string } | null;
  refund: { status: string; amount: { amount: number } } | null;
  events: { toStatus: string; actor: string }[];
};
type Payload = { afterSale: AfterSale | null; userErrors: UserError[] };

async function gql<T>(query: string, variables: Record<string, unknown>, cookies?: Cookies): Promise<T> {
  const reply = await postGraphql(app, query, { variables, cookies });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data as T;
}

const refundableQuery = `query R($orderId: ID!) { afterSaleRefundable(orderId: $orderId) {
  refundOnly returnAndRefund lines { orderLineId paid { amount } refundable { amount } openAfterSaleId } } }`;
type Refundable = {
  afterSaleRefundable: {
    refundOnly: boolean;
    returnAndRefund: boolean;
    lines: {
      orderLineId: string;
      paid: { amount: number };
      refundable: { amount: number };
      openAfterSaleId: string | null;
    }[];
  } | null;
};
const create = `mutation C($input: CreateAfterSaleInput!) { createAfterSale(input: $input) { afterSale { ${fields} } ${errors} } }`;
const approve = `mutation A($id: ID!, $addressId: ID) { approveAfterSale(id: $id, addressId: $addressId) { afterSale { ${fields} } ${errors} } }`;

describe('after-sales through the BFF', () => {
  it('a return and refund from request to refund, each side on its own routes', async () => {
    const { buyer, seller, orderId } = await completedOrder(app, nextland);
    const stranger = sessionCookies(await nextland.accounts.register());

    const reasons = await gql<{ afterSaleReasons: { code: string; name: string }[] }>(
      '{ afterSaleReasons { code name } }',
      {},
      buyer,
    );
    expect(reasons.afterSaleReasons.map((reason) => reason.code)).toContain('damaged');
    const { afterSaleRefundable: refundable } = await gql<Refundable>(refundableQuery, { orderId }, buyer);
    expect(refundable).toMatchObject({ refundOnly: true, returnAndRefund: true });
    const [line] = refundable?.lines ?? [];
    if (!line) throw new Error('no line');
    expect(line.refundable.amount).toBe(line.paid.amount);
    expect((await gql<Refundable>(refundableQuery, { orderId }, stranger)).afterSaleRefundable).toBeNull();

    const input = {
      orderId,
      type: 'RETURN_AND_REFUND',
      reasonCode: 'damaged',
      description: 'cracked',
      lines: [{ orderLineId: line.orderLineId, amount: line.paid.amount + 1 }],
    };
    const tooMuch = await gql<{ createAfterSale: Payload }>(create, { input }, buyer);
    expect(tooMuch.createAfterSale).toMatchObject({
      afterSale: null,
      userErrors: [{ field: 'lines.0.amount', code: 'INVALID' }],
    });
    const notTheirs = await gql<{ createAfterSale: Payload }>(create, { input }, stranger);
    expect(notTheirs.createAfterSale.userErrors[0]?.code).toBe('NOT_FOUND');

    const amount = line.paid.amount;
    const made = await gql<{ createAfterSale: Payload }>(
      create,
      { input: { ...input, lines: [{ orderLineId: line.orderLineId, amount }] } },
      buyer,
    );
    expect(made.createAfterSale.userErrors).toEqual([]);
    const request = made.createAfterSale.afterSale as AfterSale;
    expect(request).toMatchObject({ status: 'AWAITING_SELLER', role: 'BUYER', requested: { amount } });
    const again = await gql<{ createAfterSale: Payload }>(
      create,
      { input: { ...input, lines: [{ orderLineId: line.orderLineId, amount: 1 }] } },
      buyer,
    );
    expect(again.createAfterSale.userErrors[0]?.code).toBe('CONFLICT');

    // The seller sees it on the seller's side only; the buyer's side of it is not theirs, nor the stranger's.
    const read =
      'query Q($id: ID!, $role: OrderRole!) { afterSale(id: $id, role: $role) { id role status } }';
    const listed = await gql<{ afterSales: { edges: { node: { id: string } }[] } }>(
      '{ afterSales(role: SELLER, status: AWAITING_SELLER, first: 50) { edges { node { id } } } }',
      {},
      seller,
    );
    expect(listed.afterSales.edges.map((edge) => edge.node.id)).toContain(request.id);
    expect(await gql(read, { id: request.id, role: 'SELLER' }, seller)).toEqual({
      afterSale: { id: request.id, role: 'SELLER', status: 'AWAITING_SELLER' },
    });
    expect(await gql(read, { id: request.id, role: 'BUYER' }, seller)).toEqual({ afterSale: null });
    expect(await gql(read, { id: request.id, role: 'SELLER' }, buyer)).toEqual({ afterSale: null });
    expect(await gql(read, { id: request.id, role: 'BUYER' }, stranger)).toEqual({ afterSale: null });

    // A return needs the seller's address.
    const noAddress = await gql<{ approveAfterSale: Payload }>(approve, { id: request.id }, seller);
    expect(noAddress.approveAfterSale.userErrors[0]).toMatchObject({ field: 'addressId', code: 'INVALID' });
    type Made = { createAddress: { address: { id: string } } };
    const address = await gql<Made>(
      `mutation { createAddress(input: { recipientName: "退货处", phone: "13800138001", provinceCode: "330000",
        city: "杭州市", district: "西湖区", street: "文三路 2 号" }) { address { id } } }`,
      {},
      seller,
    );
    const approved = await gql<{ approveAfterSale: Payload }>(
      approve,
      { id: request.id, addressId: address.createAddress.address.id },
      seller,
    );
    expect(approved.approveAfterSale.afterSale).toMatchObject({
      status: 'AWAITING_RETURN',
      role: 'SELLER',
      returnAddress: { recipientName: '退货处' },
    });
    const rejectLate = await gql<{ rejectAfterSale: Payload }>(
      `mutation R($id: ID!) { rejectAfterSale(id: $id, reason: "no") { afterSale { id } ${errors} } }`,
      { id: request.id },
      seller,
    );
    expect(rejectLate.rejectAfterSale.userErrors[0]?.code).toBe('CONFLICT');

    const shipped = await gql<{ shipAfterSaleReturn: Payload }>(
      `mutation S($id: ID!) { shipAfterSaleReturn(id: $id, carrierCode: "SF", trackingNumber: "SF5550001111") {
        afterSale { ${fields} } ${errors} } }`,
      { id: request.id },
      buyer,
    );
    expect(shipped.shipAfterSaleReturn.afterSale).toMatchObject({
      status: 'AWAITING_RECEIPT',
      returnShipment: { trackingNumber: 'SF5550001111' },
    });
    const received = await gql<{ confirmAfterSaleReceipt: Payload }>(
      `mutation R($id: ID!) { confirmAfterSaleReceipt(id: $id) { afterSale { ${fields} } ${errors} } }`,
      { id: request.id },
      seller,
    );
    expect(received.confirmAfterSaleReceipt.afterSale).toMatchObject({
      status: 'REFUNDED',
      refund: { status: 'PENDING', amount: { amount } },
    });
    expect(received.confirmAfterSaleReceipt.afterSale?.events.map((event) => event.toStatus)).toEqual([
      'AWAITING_SELLER',
      'AWAITING_RETURN',
      'AWAITING_RECEIPT',
      'REFUNDED',
    ]);
    const withdrawLate = await gql<{ withdrawAfterSale: Payload }>(
      `mutation W($id: ID!) { withdrawAfterSale(id: $id) { afterSale { id } ${errors} } }`,
      { id: request.id },
      buyer,
    );
    expect(withdrawLate.withdrawAfterSale.userErrors[0]?.code).toBe('CONFLICT');

    await nextland.accounts.drainJobs();
    const paid = await gql<{ afterSale: AfterSale }>(
      `query Q($id: ID!) { afterSale(id: $id) { ${fields} } }`,
      { id: request.id },
      buyer,
    );
    expect(paid.afterSale.refund?.status).toBe('SUCCEEDED');
    const messages = await gql<{
      messagesConnection: { edges: { node: { kind: string; afterSaleId: string | null } }[] };
    }>('{ messagesConnection(first: 20) { edges { node { kind afterSaleId } } } }', {}, buyer);
    expect(messages.messagesConnection.edges.map((edge) => edge.node)).toContainEqual({
      kind: 'AFTER_SALE_REFUNDED',
      afterSaleId: request.id,
    });
  });
});
