import { graphql } from '../../../graphql/generated';

/** What the request form needs: each line's refundable amount, what may be asked now, and the reasons. */
export const AfterSaleFormDataQuery = graphql(`
  query AfterSaleFormData($orderId: ID!) {
    afterSaleRefundable(orderId: $orderId) {
      orderId
      refundOnly
      returnAndRefund
      lines {
        orderLineId
        title
        paid {
          amount
          currency
        }
        refundable {
          amount
          currency
        }
        openAfterSaleId
      }
    }
    afterSaleReasons {
      code
      name
    }
  }
`);
