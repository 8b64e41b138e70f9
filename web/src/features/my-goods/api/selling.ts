import { graphql } from '../../../graphql/generated';

export const MyItemsQuery = graphql(`
  query MyItems($kind: ItemKind!, $status: GoodsStatus, $first: Int, $after: String) {
    myItems(kind: $kind, status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          kind
          title
          status
          price {
            amount
            currency
          }
          stock
          cover {
            url
            width
            height
            alt
          }
          rejectReason
          saleType
          auction {
            status
            currentPrice {
              amount
              currency
            }
            bidCount
            endsAt
          }
          secondChance
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const MyItemCountsQuery = graphql(`
  query MyItemCounts($kind: ItemKind!) {
    myItemCounts(kind: $kind) {
      all
      statuses {
        status
        count
      }
    }
  }
`);

export const ReleaseMyItemMutation = graphql(`
  mutation ReleaseMyItem($kind: ItemKind!, $id: ID!) {
    releaseMyItem(kind: $kind, id: $id) {
      item {
        id
        status
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const TakeMyItemsOffSaleMutation = graphql(`
  mutation TakeMyItemsOffSale($kind: ItemKind!, $ids: [ID!]!) {
    takeMyItemsOffSale(kind: $kind, ids: $ids) {
      results {
        id
        ok
        code
        message
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const DeleteMyItemMutation = graphql(`
  mutation DeleteMyItem($kind: ItemKind!, $id: ID!) {
    deleteMyItem(kind: $kind, id: $id) {
      deletedId
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/** The seller offers a lot whose winner did not pay to the next bidder, at their highest bid (once). */
export const OfferSecondChanceMutation = graphql(`
  mutation OfferSecondChance($goodsId: ID!) {
    offerSecondChance(goodsId: $goodsId) {
      offer {
        goodsId
        hammerPrice {
          amount
          currency
        }
        payDeadline
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
