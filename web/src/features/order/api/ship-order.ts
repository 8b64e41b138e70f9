import { graphql } from '../../../graphql/generated';

/** The seller ships an order awaiting shipment. */
export const ShipOrderMutation = graphql(`
  mutation ShipOrder($id: ID!, $carrierCode: String!, $trackingNumber: String!) {
    shipOrder(id: $id, carrierCode: $carrierCode, trackingNumber: $trackingNumber) {
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
