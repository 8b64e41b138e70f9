import { graphql } from '../../../graphql/generated';

/** Makes the orders (one per seller) and the one payment; the same key never makes a second set. */
export const SubmitCheckoutMutation = graphql(`
  mutation SubmitCheckout($input: CheckoutInput!, $acceptedTotal: SafeInt!, $idempotencyKey: String!) {
    submitCheckout(input: $input, acceptedTotal: $acceptedTotal, idempotencyKey: $idempotencyKey) {
      payment {
        id
        status
        cashierUrl
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
