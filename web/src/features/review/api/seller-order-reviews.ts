import { graphql } from '../../../graphql/generated';

/** The reviews of an order of the seller's items, line by line. */
export const SellerOrderReviewsQuery = graphql(`
  query SellerOrderReviews($orderId: ID!) {
    sellerOrderReviews(orderId: $orderId) {
      ...OrderReviewsFields
    }
  }
`);
