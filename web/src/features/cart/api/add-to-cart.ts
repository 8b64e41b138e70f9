import { graphql } from '../../../graphql/generated';

/** Adds goods to the cart (an existing line grows). */
export const AddToCartMutation = graphql(`
  mutation AddToCart($goodsId: ID!, $quantity: Int!) {
    addToCart(goodsId: $goodsId, quantity: $quantity) {
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
