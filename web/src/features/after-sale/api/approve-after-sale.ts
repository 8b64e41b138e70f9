import { graphql } from '../../../graphql/generated';

/** The seller approves; a return needs one of the seller's addresses. */
export const ApproveAfterSaleMutation = graphql(`
  mutation ApproveAfterSale($id: ID!, $addressId: ID) {
    approveAfterSale(id: $id, addressId: $addressId) {
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
