import { graphql } from '../../../graphql/generated';

/** The buyer withdraws a request awaiting the seller or the return. */
export const WithdrawAfterSaleMutation = graphql(`
  mutation WithdrawAfterSale($id: ID!) {
    withdrawAfterSale(id: $id) {
      afterSale {
        ...AfterSaleFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
