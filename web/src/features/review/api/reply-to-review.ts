import { graphql } from '../../../graphql/generated';

/** The seller's one reply; the answer updates the cached review. */
export const ReplyToReviewMutation = graphql(`
  mutation ReplyToReview($reviewId: ID!, $text: String!) {
    replyToReview(reviewId: $reviewId, text: $text) {
      review {
        ...ReviewFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
