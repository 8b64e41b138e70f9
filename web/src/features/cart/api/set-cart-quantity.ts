import { graphql } from '../../../graphql/generated';

/** Sets a line's quantity (1 … stock). */
export const SetCartQuantityMutation = graphql(`
  mutation SetCartQuantity($lineId: ID!, $quantity: Int!, $kind: ItemKind! = GOODS) {
    setCartQuantity(lineId: $lineId, quantity: $quantity, kind: $kind) {
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
