// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Orders (decision 0019); checkout and payments have their own files. nextland owns every rule (prices, stock,
// moves, who may see what); the BFF picks the buyer's or the seller's route by `role` and maps. Another user's
// order is null.

import { nullIfNotFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import type { OrderDto, ShipBody } from '../../rest/contract.js';
import { attempt } from '../../user-errors.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import { toOrder, toSide, toStatusCode } from './mappers.js';

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
  carriers: (_root, _args, { dataSources }) => dataSources.orders.carriers(),
};

const Mutation: MutationResolvers = {
  cancelOrder: (_root, { id }, { dataSources }) => orderPayload(dataSources.orders.cancel(id)),
  confirmReceipt: (_root, { id }, { dataSources }) => orderPayload(dataSources.orders.confirmReceipt(id)),
  shipOrder: (_root, { id, carrierCode, trackingNumber }, { dataSources }) =>
    // An unknown code is nextland's to refuse (400 on carrierCode, a translated userError).
    orderPayload(
      dataSources.orders.ship(id, { carrierCode: carrierCode as ShipBody['carrierCode'], trackingNumber }),
    ),
};

export const orderResolvers: Resolvers = { Query, Mutation };
