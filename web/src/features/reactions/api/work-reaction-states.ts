import { graphql } from '../../../graphql/generated';

/**
 * The logged-in user's like/collect flags (and fresh counts) of the works a page shows, loaded after hydration
 * like the goods' (lib/reaction-states.ts batches the cards on screen into one request).
 */
export const WorkReactionStatesQuery = graphql(`
  query WorkReactionStates($ids: [ID!]!) {
    workReactionStates(ids: $ids) {
      id
      likeCount
      collectCount
      isLiked
      isCollected
    }
  }
`);
