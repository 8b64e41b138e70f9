import { graphql } from '../../../graphql/generated';

/**
 * How many lines the viewer's cart of one kind holds. Cart mutations write their answer's line count into the
 * cache through this document (lib/cart-cache.ts); the header reads both kinds at once (header-cart-counts.ts),
 * from the same cache fields.
 */
export const CartCountQuery = graphql(`
  query CartCount($kind: ItemKind!) {
    cartCount(kind: $kind)
  }
`);
