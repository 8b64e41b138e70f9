import { graphql } from '../../../graphql/generated';

/**
 * One request, read from both sides at once: the side it is not the viewer's answers null, so one page serves
 * the buyer and the seller (a message or a link need not say which).
 */
export const AfterSaleQuery = graphql(`
  query AfterSale($id: ID!) {
    asBuyer: afterSale(id: $id, role: BUYER) {
      ...AfterSaleFields
    }
    asSeller: afterSale(id: $id, role: SELLER) {
      ...AfterSaleFields
    }
  }
`);
