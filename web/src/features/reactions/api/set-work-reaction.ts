import { graphql } from '../../../graphql/generated';

/** Sets a like or collect of a work to an explicit state, so a retried request cannot flip it back. */
export const SetWorkReactionMutation = graphql(`
  mutation SetWorkReaction($workId: ID!, $reaction: GoodsReaction!, $active: Boolean!) {
    setWorkReaction(workId: $workId, reaction: $reaction, active: $active) {
      state {
        id
        likeCount
        collectCount
        isLiked
        isCollected
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
