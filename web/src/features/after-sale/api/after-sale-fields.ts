import { graphql } from '../../../graphql/generated';

/** Everything the detail page and the lists show of a request (requests are small: read whole). */
export const AfterSaleFieldsFragment = graphql(`
  fragment AfterSaleFields on AfterSale {
    id
    orderId
    orderNumber
    type
    status
    role
    reason {
      code
      name
    }
    description
    requested {
      amount
      currency
    }
    lines {
      orderLineId
      title
      cover {
        url
        width
        height
        alt
      }
      paid {
        amount
        currency
      }
      amount {
        amount
        currency
      }
    }
    photos {
      url
      width
      height
      alt
    }
    returnAddress {
      recipientName
      phone
      province {
        code
        name
      }
      city
      district
      street
      postcode
    }
    returnShipment {
      carrier {
        code
        name
      }
      trackingNumber
    }
    rejectReason
    sellerDeadline
    refund {
      status
      amount {
        amount
        currency
      }
      succeededAt
    }
    createdAt
    updatedAt
    events {
      fromStatus
      toStatus
      actor
      at
      note
    }
  }
`);
