import { graphql } from '../../../graphql/generated';

/**
 * Everything the details page renders for one goods: a fragment on `Query`, so the page's one operation
 * (`+data`) can include it beside other features' parts (the reviews).
 */
graphql(`
  fragment GoodsDetailsFields on Query {
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

export const GoodsDetailsQuery = graphql(`
  query GoodsDetails($id: ID!) {
    ...GoodsDetailsFields
  }
`);
