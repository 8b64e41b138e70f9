import { graphql } from '../../../graphql/generated';

/** The viewer's lots by standing, newest activity first (decision 0028 §5). */
export const MyBidsQuery = graphql(`
  query MyBids($status: MyBidStatus, $first: Int, $after: String) {
    myBids(status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          lotId
          goodsId
          title
          cover {
            url
            width
            height
            alt
          }
          myMax {
            amount
            currency
          }
          currentPrice {
            amount
            currency
          }
          endsAt
          lotStatus
          myStatus
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
