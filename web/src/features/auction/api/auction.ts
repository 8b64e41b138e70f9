import { graphql } from '../../../graphql/generated';

graphql(`
  fragment AuctionLotFields on AuctionLot {
    goodsId
    lotId
    status
    startPrice {
      amount
      currency
    }
    price {
      amount
      currency
    }
    minimumNext {
      amount
      currency
    }
    bidCount
    seq
    startsAt
    endsAt
    hasReserve
    reserveMet
    leader
    deposit {
      amount
      currency
    }
    viewer {
      leading
      max {
        amount
        currency
      }
      deposit
      winner
    }
    serverTime
  }
`);

graphql(`
  fragment AuctionBidFields on AuctionBid {
    seq
    bidder
    amount {
      amount
      currency
    }
    kind
    at
    mine
  }
`);

/** The lot as it stands, with the viewer's own part (always from the network: a cached leader may be stale). */
export const AuctionLotQuery = graphql(`
  query AuctionLot($goodsId: ID!) {
    auctionLot(goodsId: $goodsId) {
      ...AuctionLotFields
    }
  }
`);

/** The history, newest first, a page before `beforeSeq`. */
export const AuctionBidsQuery = graphql(`
  query AuctionBids($goodsId: ID!, $first: Int, $beforeSeq: Int) {
    auctionBids(goodsId: $goodsId, first: $first, beforeSeq: $beforeSeq) {
      bids {
        ...AuctionBidFields
      }
      hasMore
    }
  }
`);

export const PlaceBidMutation = graphql(`
  mutation PlaceBid($goodsId: ID!, $maxAmount: SafeInt!) {
    placeBid(goodsId: $goodsId, maxAmount: $maxAmount) {
      bid {
        seq
        leading
      }
      lot {
        ...AuctionLotFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** Live, public: the lot's changes as everyone sees them. */
export const AuctionLotSubscription = graphql(`
  subscription AuctionLotUpdates($goodsId: ID!) {
    auctionLot(goodsId: $goodsId) {
      goodsId
      cause
      seq
      status
      price {
        amount
        currency
      }
      minimumNext {
        amount
        currency
      }
      bidCount
      endsAt
      reserveMet
      leader
      bids {
        ...AuctionBidFields
      }
    }
  }
`);
