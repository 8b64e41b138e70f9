import { graphql } from '../../../graphql/generated';

/** The seller confirms receiving a return; the request is refunded. */
export const ConfirmAfterSaleReceiptMutation = graphql(`
  mutation ConfirmAfterSaleReceipt($id: ID!) {
    confirmAfterSaleReceipt(id: $id) {
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
