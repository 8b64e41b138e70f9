import { graphql } from '../../../graphql/generated';

/** The buyer cancels an order awaiting payment; its stock returns. */
export const CancelOrderMutation = graphql(`
  mutation CancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      order {
        ...OrderDetailFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
