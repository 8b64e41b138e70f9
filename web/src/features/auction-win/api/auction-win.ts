import { graphql } from '../../../graphql/generated';

/** The viewer's bill for a won lot, postage priced to the chosen address; null when it is not theirs. */
export const AuctionWinQuery = graphql(`
  query AuctionWin($goodsId: ID!, $addressId: ID) {
    auctionWin(goodsId: $goodsId, addressId: $addressId) {
      goodsId
      title
      cover {
        url
        width
        height
        alt
      }
      seller {
        id
        nickname
      }
      hammerPrice {
        amount
        currency
      }
      depositApplied {
        amount
        currency
      }
      postage {
        amount
        currency
      }
      total {
        amount
        currency
      }
      payDeadline
      status
      orderId
      paymentId
      secondChance
    }
  }
`);

/** One order at the hammer price less the deposit, and its payment; the same key never makes a second. */
export const ConfirmAuctionMutation = graphql(`
  mutation ConfirmAuction($goodsId: ID!, $addressId: ID!, $acceptedTotal: SafeInt!, $idempotencyKey: String!) {
    confirmAuction(
      goodsId: $goodsId
      addressId: $addressId
      acceptedTotal: $acceptedTotal
      idempotencyKey: $idempotencyKey
    ) {
      payment {
        id
        cashierUrl
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** The deposit's payment (no orders): the browser goes to its cashier. */
export const PayAuctionDepositMutation = graphql(`
  mutation PayAuctionDeposit($goodsId: ID!, $idempotencyKey: String!) {
    payAuctionDeposit(goodsId: $goodsId, idempotencyKey: $idempotencyKey) {
      payment {
        id
        cashierUrl
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
