import { graphql } from '../../../graphql/generated';

/** The watch list: lots the viewer collected (a collect of a lot is a watch), newest collect first. */
export const WatchedLotsQuery = graphql(`
  query WatchedLots($first: Int, $after: String) {
    goodsConnection(filter: { collectedByMe: true, saleType: AUCTION }, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          title
          cover {
            url
            width
            height
            alt
          }
          auction {
            status
            currentPrice {
              amount
              currency
            }
            bidCount
            endsAt
          }
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
