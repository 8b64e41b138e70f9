import { graphql } from '../../../graphql/generated';

/** Sets a like or collect to an explicit state, so a retried request cannot flip it back. */
export const SetGoodsReactionMutation = graphql(`
  mutation SetGoodsReaction($goodsId: ID!, $reaction: GoodsReaction!, $active: Boolean!) {
    setGoodsReaction(goodsId: $goodsId, reaction: $reaction, active: $active) {
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
