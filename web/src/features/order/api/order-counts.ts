import { graphql } from '../../../graphql/generated';

/** How many orders the viewer has in each status from one side: the tabs' counts. */
export const OrderCountsQuery = graphql(`
  query OrderCounts($role: OrderRole!) {
    orderCounts(role: $role) {
      all
      awaitingPayment
      awaitingShipment
      shipped
      completed
      cancelled
      closed
    }
  }
`);
