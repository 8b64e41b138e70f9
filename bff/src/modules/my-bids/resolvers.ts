// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The buyer's own bids (decision 0028 §5): nextland scopes them to the caller and decides each standing.
import type { QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import { toMyBid, toRestStatus } from './mappers.js';

const Query: QueryResolvers = {
  myBids: async (_root, { status, first, after }, { dataSources }) => {
    const query = { ...toCursorQuery(first, after), ...(status ? { status: toRestStatus(status) } : {}) };
    const page = toConnection(await dataSources.myBids.list(query));
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toMyBid(node) })) };
  },
};

export const myBidsResolvers: Resolvers = { Query };
