// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Orders, checkout and payments (decision 0019). nextland owns every rule (prices, stock, moves, who may see
// what); the BFF picks the buyer's or the seller's route by `role` and maps. Another user's order is null.

import { nullIfNotFound } from '../../errors.js';
import type { CheckoutInput, MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import type { CheckoutBody, OrderDto, ShipBody, WorkCheckoutBody } from '../../rest/contract.js';
import { attempt } from '../../user-errors.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import {
  toCheckoutPreview,
  toOrder,
  toPayment,
  toSide,
  toStatusCode,
  toWorkCheckoutPreview,
} from './mappers.js';

function toCheckoutBody(input: CheckoutInput): CheckoutBody {
  const body: CheckoutBody = { source: input.source === 'CART' ? 'cart' : 'buyNow' };
  if (input.lines) body.lines = input.lines.map(({ goodsId, quantity }) => ({ goodsId, quantity }));
  if (input.addressId) body.addressId = input.addressId;
  return body;
}

async function orderPayload(pending: Promise<OrderDto>) {
  const { value, userErrors } = await attempt(pending);
  return { order: value ? toOrder(value) : null, userErrors };
}

const Query: QueryResolvers = {
  orders: async (_root, { role, status, first, after }, { dataSources }) => {
    const query = { ...toCursorQuery(first, after), ...(status ? { status: toStatusCode(status) } : {}) };
    const page = toConnection(await dataSources.orders.list(toSide(role), query));
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toOrder(node) })) };
  },
  orderCounts: (_root, { role }, { dataSources }) => dataSources.orders.counts(toSide(role)),
  order: async (_root, { id, role }, { dataSources }) => {
    const order = await nullIfNotFound(dataSources.orders.detail(toSide(role), id));
    return order && toOrder(order);
  },
  payments: async (_root, { first, after }, { dataSources }) => {
    const page = toConnection(await dataSources.orders.payments(toCursorQuery(first, after)));
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toPayment(node) })) };
  },
  payment: async (_root, { id }, { dataSources }) => {
    const payment = await nullIfNotFound(dataSources.orders.payment(id));
    return payment && toPayment(payment);
  },
  carriers: (_root, _args, { dataSources }) => dataSources.orders.carriers(),
};

/** Works (decision 0023): their own routes, one edition per work, no address. */
function toWorkCheckoutBody(input: CheckoutInput): WorkCheckoutBody {
  const body: WorkCheckoutBody = { source: input.source === 'CART' ? 'cart' : 'buyNow' };
  if (input.workIds) body.lines = input.workIds.map((workId) => ({ workId }));
  return body;
}

const Mutation: MutationResolvers = {
  previewCheckout: async (_root, { input }, { dataSources }) => {
    if (input.kind === 'OPUS') {
      const { value, userErrors } = await attempt(dataSources.orders.previewWorks(toWorkCheckoutBody(input)));
      return { preview: value ? toWorkCheckoutPreview(value) : null, userErrors };
    }
    const { value, userErrors } = await attempt(dataSources.orders.preview(toCheckoutBody(input)));
    return { preview: value ? toCheckoutPreview(value) : null, userErrors };
  },
  submitCheckout: async (_root, { input, acceptedTotal, idempotencyKey }, { dataSources }) => {
    const accepted = { acceptedTotalFen: acceptedTotal, idempotencyKey };
    const pending =
      input.kind === 'OPUS'
        ? dataSources.orders.createWorks({ ...toWorkCheckoutBody(input), ...accepted })
        : dataSources.orders.create({ ...toCheckoutBody(input), ...accepted });
    const { value, userErrors } = await attempt(pending);
    return { payment: value ? toPayment(value) : null, userErrors };
  },
  cancelOrder: (_root, { id }, { dataSources }) => orderPayload(dataSources.orders.cancel(id)),
  confirmReceipt: (_root, { id }, { dataSources }) => orderPayload(dataSources.orders.confirmReceipt(id)),
  shipOrder: (_root, { id, carrierCode, trackingNumber }, { dataSources }) =>
    // An unknown code is nextland's to refuse (400 on carrierCode, a translated userError).
    orderPayload(
      dataSources.orders.ship(id, { carrierCode: carrierCode as ShipBody['carrierCode'], trackingNumber }),
    ),
};

export const orderResolvers: Resolvers = { Query, Mutation };
