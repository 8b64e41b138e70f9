import { graphql } from '../../../graphql/generated';

export const FailedRefundsQuery = graphql(`
  query FailedRefunds($page: PageInput) {
    failedRefunds(page: $page) {
      records {
        id
        kind
        paymentId
        orderId
        orderNumber
        depositId
        lot {
          goodsId
          title
        }
        afterSaleId
        buyerNickname
        amount {
          amount
          currency
        }
        attempt
        failedAt
      }
      pageInfo {
        total
        hasNext
      }
    }
  }
`);
