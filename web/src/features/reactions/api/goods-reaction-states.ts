import { graphql } from '../../../graphql/generated';

/**
 * The logged-in user's like/collect flags (and fresh counts) of the goods a page shows. Pages are rendered for
 * everyone (and cached), so these load in the browser after hydration, one request for every card on screen
 * (lib/reaction-states.ts batches them).
 */
export const GoodsReactionStatesQuery = graphql(`
  query GoodsReactionStates($ids: [ID!]!) {
    goodsReactionStates(ids: $ids) {
      id
      likeCount
      collectCount
      isLiked
      isCollected
    }
  }
`);
