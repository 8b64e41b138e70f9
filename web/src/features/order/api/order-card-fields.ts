import { graphql } from '../../../graphql/generated';

/** What an order's card in the list shows, and what its actions need (status, deadlines, the payment). */
export const OrderCardFieldsFragment = graphql(`
  fragment OrderCardFields on Order {
    id
    orderNumber
    status
    digital
    seller {
      id
      nickname
    }
    buyer {
      id
      nickname
    }
    lines {
      id
      kind
      itemId
      title
      cover {
        url
        width
        height
        alt
      }
      unitPrice {
        amount
        currency
      }
      quantity
    }
    total {
      amount
      currency
    }
    paymentId
    createdAt
    payDeadline
    autoConfirmAt
  }
`);
