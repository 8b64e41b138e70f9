import { graphql } from '../../../graphql/generated';

/** The seller rejects a request awaiting their decision, with a reason. */
export const RejectAfterSaleMutation = graphql(`
  mutation RejectAfterSale($id: ID!, $reason: String!) {
    rejectAfterSale(id: $id, reason: $reason) {
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
