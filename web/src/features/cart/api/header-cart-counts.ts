import { graphql } from '../../../graphql/generated';

/**
 * The header badge: lines in the goods cart and in the works cart, in one request. The aliases share the
 * cache fields `cartCount({"kind":"GOODS"})` and `cartCount({"kind":"OPUS"})` with CartCountQuery, so a
 * mutation that writes either count (writeCartCount) updates the badge; `refetchQueries: ['HeaderCartCounts']`
 * asks the server again.
 */
export const HeaderCartCountsQuery = graphql(`
  query HeaderCartCounts {
    goods: cartCount(kind: GOODS)
    works: cartCount(kind: OPUS)
  }
`);
