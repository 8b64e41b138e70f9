import { graphql } from '../../../graphql/generated';

/** The viewer's requests from one side, newest first, optionally one status. */
export const AfterSalesQuery = graphql(`
  query AfterSales($role: OrderRole!, $status: AfterSaleStatus, $first: Int, $after: String) {
    afterSales(role: $role, status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...AfterSaleFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
