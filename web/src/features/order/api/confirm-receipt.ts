import { graphql } from '../../../graphql/generated';

/** The buyer confirms a shipped order arrived. */
export const ConfirmReceiptMutation = graphql(`
  mutation ConfirmReceipt($id: ID!) {
    confirmReceipt(id: $id) {
      order {
        ...OrderDetailFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
