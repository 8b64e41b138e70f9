import { graphql } from '../../../graphql/generated';

/** The viewer's goods cart, grouped by seller. */
export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);
