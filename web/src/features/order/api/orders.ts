import { graphql } from '../../../graphql/generated';

/** The viewer's orders from one side, newest first, optionally one status; pages append (relayStylePagination). */
export const OrdersQuery = graphql(`
  query Orders($role: OrderRole!, $status: OrderStatus, $first: Int, $after: String) {
    orders(role: $role, status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...OrderCardFields
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
