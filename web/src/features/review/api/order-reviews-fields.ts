import { graphql } from '../../../graphql/generated';

graphql(`
  fragment OrderReviewsFields on OrderReviews {
    orderId
    reviewableUntil
    lines {
      orderLineId
      kind
      itemId
      title
      coverUrl
      canReview
      review {
        ...ReviewFields
      }
    }
  }
`);
