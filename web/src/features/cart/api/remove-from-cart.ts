import { graphql } from '../../../graphql/generated';

/** Removes a line from the cart. */
export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($lineId: ID!, $kind: ItemKind! = GOODS) {
    removeFromCart(lineId: $lineId, kind: $kind) {
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
