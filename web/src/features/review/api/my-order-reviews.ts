import { graphql } from '../../../graphql/generated';

/** The buyer's order lines with their reviews and which may still be reviewed. */
export const MyOrderReviewsQuery = graphql(`
  query MyOrderReviews($orderId: ID!) {
    myOrderReviews(orderId: $orderId) {
      ...OrderReviewsFields
    }
  }
`);
