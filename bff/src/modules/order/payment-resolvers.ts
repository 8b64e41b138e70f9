// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Payments (decision 0019): the viewer's own, newest first; another user's payment is null.

import { nullIfNotFound } from '../../errors.js';
import type { QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import { toPayment } from './mappers.js';

const Query: QueryResolvers = {
  payments: async (_root, { first, after }, { dataSources }) => {
    const page = toConnection(await dataSources.orders.payments(toCursorQuery(first, after)));
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toPayment(node) })) };
  },
  payment: async (_root, { id }, { dataSources }) => {
    const payment = await nullIfNotFound(dataSources.orders.payment(id));
    return payment && toPayment(payment);
  },
};

export const paymentResolvers: Resolvers = { Query };
