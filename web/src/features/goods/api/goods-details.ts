import { graphql } from '../../../graphql/generated';

/** Everything the details page renders for one goods. */
export const GoodsDetailsQuery = graphql(`
  query GoodsDetails($id: ID!) {
    goods(id: $id) {
      id
      title
      description
      lang
      originalLang
      translated
      saleType
      status
      price {
        amount
        currency
      }
      stock
      images {
        url
        width
        height
        alt
      }
      category {
        id
        name
      }
      seller {
        ...SellerCardFields
      }
      auction {
        ...AuctionPanelFields
      }
      likeCount
      collectCount
      salesCount
      createdAt
    }
  }
`);
