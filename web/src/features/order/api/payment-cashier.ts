import { graphql } from '../../../graphql/generated';

/** Where to pay an order's payment, read when the buyer presses "Pay" (never cached: the cashier expires). */
export const PaymentCashierQuery = graphql(`
  query PaymentCashier($id: ID!) {
    payment(id: $id) {
      id
      status
      cashierUrl
      payDeadline
    }
  }
`);
