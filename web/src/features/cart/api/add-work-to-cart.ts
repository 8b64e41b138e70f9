import { graphql } from '../../../graphql/generated';

/** Adds one edition of a work to the works cart (decision 0023). */
export const AddWorkToCartMutation = graphql(`
  mutation AddWorkToCart($workId: ID!) {
    addWorkToCart(workId: $workId) {
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
