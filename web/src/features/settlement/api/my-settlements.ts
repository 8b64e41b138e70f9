import { graphql } from '../../../graphql/generated';

/** One page of the viewer's settlements (orders and forfeited deposits), pending or paid, newest first. */
export const MySettlementsQuery = graphql(`
  query MySettlements($state: SettlementState, $first: Int, $after: String) {
    mySettlements(state: $state, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          kind
          orderId
          orderNumber
          lot {
            goodsId
            title
          }
          gross {
            amount
            currency
          }
          refunded {
            amount
            currency
          }
          commission {
            amount
            currency
          }
          net {
            amount
            currency
          }
          rateBasisPoints
          state
          createdAt
          paidAt
        }
      }
      pageInfo {
        ...PageInfoFields
      }
      totalCount {
        value
        relation
      }
    }
  }
`);
