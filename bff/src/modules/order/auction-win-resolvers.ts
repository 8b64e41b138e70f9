// https://www.apollographql.com/docs/apollo-server/data/resolvers
// A won lot's order and a lot's deposit payment (decision 0028 §3): thin over nextland, which checks who won, the deadline and every total;
// someone else's win is null, and refusals come back as translated user errors.
import { nullIfNotFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { toAuctionWin, toSecondChance } from './auction-win-mappers.js';
import { toPayment } from './mappers.js';

const Query: QueryResolvers = {
  auctionWin: (_root, { goodsId, addressId }, { dataSources: { auctionWins } }) =>
    nullIfNotFound(auctionWins.win(goodsId, addressId).then(toAuctionWin)),
};

const Mutation: MutationResolvers = {
  payAuctionDeposit: async (_root, { goodsId, idempotencyKey }, { dataSources: { auctionWins } }) => {
    const { value, userErrors } = await attempt(auctionWins.deposit(goodsId, idempotencyKey).then(toPayment));
    return { payment: value, userErrors };
  },
  confirmAuction: async (_root, args, { dataSources: { auctionWins } }) => {
    const body = {
      addressId: args.addressId,
      idempotencyKey: args.idempotencyKey,
      acceptedTotalFen: args.acceptedTotal,
    };
    const { value, userErrors } = await attempt(auctionWins.confirm(args.goodsId, body).then(toPayment));
    return { payment: value, userErrors };
  },
  offerSecondChance: async (_root, { goodsId }, { dataSources: { auctionWins } }) => {
    const { value, userErrors } = await attempt(auctionWins.secondChance(goodsId).then(toSecondChance));
    return { offer: value, userErrors };
  },
};

export const auctionWinResolvers: Resolvers = { Query, Mutation };
