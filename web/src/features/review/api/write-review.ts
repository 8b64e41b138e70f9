import { graphql } from '../../../graphql/generated';

/** The buyer reviews a line of a completed order. */
export const WriteReviewMutation = graphql(`
  mutation WriteReview($input: ReviewInput!) {
    writeReview(input: $input) {
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
