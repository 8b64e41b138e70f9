// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Likes and collects of works, as of goods: the user's flags for pages rendered for everyone, and setting one to
// an explicit state.
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { restReaction } from '../base/reaction.js';

const Query: QueryResolvers = {
  // No ids, no call: a page with no works on it asks for nothing.
  workReactionStates: async (_root, { ids }, { dataSources }) =>
    ids.length === 0 ? [] : dataSources.works.reactionStates(ids),
};

const Mutation: MutationResolvers = {
  setWorkReaction: async (_root, { workId, reaction, active }, { dataSources }) => {
    const { value, userErrors } = await attempt(
      dataSources.works.setReaction(workId, restReaction[reaction], active),
    );
    return { state: value ?? null, userErrors };
  },
};

export const workReactionResolvers: Resolvers = { Query, Mutation };
