import { graphql } from '../../../graphql/generated';

/** Sets a line's quantity (1 … stock). */
export const SetCartQuantityMutation = graphql(`
  mutation SetCartQuantity($lineId: ID!, $quantity: Int!) {
    setCartQuantity(lineId: $lineId, quantity: $quantity) {
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
