import { graphql } from '../../../graphql/generated';

/**
 * Category chips of the goods list (names localised by the BFF). A fragment on `Query`, so the goods page's
 * one operation (goods-page.ts) can include it beside the list.
 */
export const GoodsCategoriesFields = graphql(`
  fragment GoodsCategoriesFields on Query {
    categories {
      id
      code
      name
      goodsCount {
        value
        relation
      }
    }
  }
`);

export const GoodsCategoriesQuery = graphql(`
  query GoodsCategories {
    ...GoodsCategoriesFields
  }
`);
