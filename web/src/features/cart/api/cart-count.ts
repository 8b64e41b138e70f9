import { graphql } from '../../../graphql/generated';

/** How many lines the viewer's cart holds: the header badge. */
export const CartCountQuery = graphql(`
  query CartCount {
    cartCount
  }
`);
