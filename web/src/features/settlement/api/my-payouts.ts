import { graphql } from '../../../graphql/generated';

/** One page of the viewer's payouts, newest first, with the masked card each went to. */
export const MyPayoutsQuery = graphql(`
  query MyPayouts($first: Int, $after: String) {
    myPayouts(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          amount {
            amount
            currency
          }
          maskedCard
          bankName
          state
          attempts
          lastError
          settlementCount
          createdAt
          paidAt
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
