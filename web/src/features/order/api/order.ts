import { graphql } from '../../../graphql/generated';

/** One order of the viewer's from one side; null when it is not theirs. */
export const OrderQuery = graphql(`
  query Order($id: ID!, $role: OrderRole!) {
    order(id: $id, role: $role) {
      ...OrderDetailFields
    }
  }
`);
