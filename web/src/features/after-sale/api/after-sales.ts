import { graphql } from '../../../graphql/generated';

/** The viewer's requests from one side, newest first, optionally one status or one order's. */
export const AfterSalesQuery = graphql(`
  query AfterSales($role: OrderRole!, $status: AfterSaleStatus, $orderId: ID, $first: Int, $after: String) {
    afterSales(role: $role, status: $status, orderId: $orderId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...AfterSaleFields
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
