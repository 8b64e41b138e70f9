import { graphql } from '../../../graphql/generated';

/** The viewer's no-postage entries, newest first; later pages are appended by the connection's field policy. */
export const ExpressEntriesQuery = graphql(`
  query ExpressEntries($first: Int, $after: String) {
    expressEntriesConnection(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          name
          regions {
            code
            name
          }
          minCount
          minAmount {
            amount
            currency
          }
          createdAt
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
