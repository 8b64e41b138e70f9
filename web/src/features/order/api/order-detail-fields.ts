import { graphql } from '../../../graphql/generated';

/**
 * Everything the detail pages show. Mutations and live events select it too, so the order they return
 * replaces the cached one (status, timeline, shipment) without another request.
 */
export const OrderDetailFieldsFragment = graphql(`
  fragment OrderDetailFields on Order {
    ...OrderCardFields
    lines {
      id
      itemsTotal {
        amount
        currency
      }
      paid {
        amount
        currency
      }
    }
    itemsTotal {
      amount
      currency
    }
    postage {
      amount
      currency
    }
    address {
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
    shipment {
      carrier {
        code
        name
      }
      trackingNumber
      shippedAt
    }
    paidAt
    completedAt
    cancelledAt
    events {
      fromStatus
      toStatus
      actor
      at
      note
    }
  }
`);
