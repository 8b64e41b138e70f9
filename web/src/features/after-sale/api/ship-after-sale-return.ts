import { graphql } from '../../../graphql/generated';

/** The buyer ships an approved return. */
export const ShipAfterSaleReturnMutation = graphql(`
  mutation ShipAfterSaleReturn($id: ID!, $carrierCode: String!, $trackingNumber: String!) {
    shipAfterSaleReturn(id: $id, carrierCode: $carrierCode, trackingNumber: $trackingNumber) {
      afterSale {
        ...AfterSaleFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
