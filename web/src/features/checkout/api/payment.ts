import { graphql } from '../../../graphql/generated';

/** One payment of the viewer's and the orders it covers (the success page). */
export const PaymentQuery = graphql(`
  query Payment($id: ID!) {
    payment(id: $id) {
      id
      status
      amount {
        amount
        currency
      }
      cashierUrl
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
        lines {
          id
          title
          quantity
        }
      }
    }
  }
`);
