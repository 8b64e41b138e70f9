// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Auctions (decision 0028 §2, §5): nextland owns every rule (the ladder, proxy bids, the extension, what is
// masked); the BFF maps. A refused bid is a user error, and the payload carries the lot as it now stands so
// the form shows the current minimum without another round trip.
import { nullIfNotFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { toAuctionBid, toAuctionLot, toPlacedBid } from './mappers.js';

const Query: QueryResolvers = {
  auctionLot: async (_root, { goodsId }, { dataSources }) => {
    const lot = await nullIfNotFound(dataSources.auctions.lot(goodsId));
    return lot && toAuctionLot(lot);
  },
  auctionBids: async (_root, { goodsId, first, beforeSeq }, { dataSources }) => {
    const size = Math.min(Math.max(first ?? 20, 1), 100);
    const query = { size, ...(beforeSeq ? { beforeSeq } : {}) };
    const rows = await nullIfNotFound(dataSources.auctions.bids(goodsId, query));
    if (!rows) return null;
    // `seq` numbers a lot's history from 1 without gaps: older rows exist exactly when the last is above 1.
    return { bids: rows.map(toAuctionBid), hasMore: (rows.at(-1)?.seq ?? 1) > 1 };
  },
};

const Mutation: MutationResolvers = {
  placeBid: async (_root, { goodsId, maxAmount }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.auctions.bid(goodsId, maxAmount));
    for (const error of userErrors) if (error.field === 'maxFen') error.field = 'maxAmount';
    const lot = await nullIfNotFound(dataSources.auctions.lot(goodsId));
    return { bid: value && toPlacedBid(value), lot: lot && toAuctionLot(lot), userErrors };
  },
};

export const auctionResolvers: Resolvers = { Query, Mutation };
