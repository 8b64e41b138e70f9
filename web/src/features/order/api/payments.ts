import { graphql } from '../../../graphql/generated';

/** The buyer's payments (one per checkout), newest first, with the orders each one pays for. */
export const PaymentsQuery = graphql(`
  query Payments($first: Int, $after: String) {
    payments(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          status
          amount {
            amount
            currency
          }
          cashierUrl
          createdAt
          payDeadline
          paidAt
          orders {
            id
            orderNumber
            status
            seller {
              id
              nickname
            }
            total {
              amount
              currency
            }
          }
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
