import { graphql } from '../../../graphql/generated';

/** Removes a line from the cart. */
export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($lineId: ID!) {
    removeFromCart(lineId: $lineId) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
