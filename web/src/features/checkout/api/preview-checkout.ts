import { graphql } from '../../../graphql/generated';

/** Prices a checkout on the server (nothing is made): on opening the confirm page and on each address change. */
export const PreviewCheckoutMutation = graphql(`
  mutation PreviewCheckout($input: CheckoutInput!) {
    previewCheckout(input: $input) {
      preview {
        ...CheckoutPreviewFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
