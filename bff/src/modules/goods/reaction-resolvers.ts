// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Likes and collects: the user's flags for pages rendered for everyone, and setting one to an explicit state.
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { restReaction } from '../base/reaction.js';

const Query: QueryResolvers = {
  // No ids, no call: a page with no goods on it asks for nothing.
  goodsReactionStates: async (_root, { ids }, { dataSources }) =>
    ids.length === 0 ? [] : dataSources.goods.reactionStates(ids),
};

const Mutation: MutationResolvers = {
  setGoodsReaction: async (_root, { goodsId, reaction, active }, { dataSources }) => {
    const { value, userErrors } = await attempt(
      dataSources.goods.setReaction(goodsId, restReaction[reaction], active),
    );
    return { state: value ?? null, userErrors };
  },
};

export const goodsReactionResolvers: Resolvers = { Query, Mutation };
