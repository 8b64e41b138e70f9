import { graphql } from '../../../graphql/generated';

/** Category chips of the goods list (names localised by the BFF). */
export const GoodsCategoriesQuery = graphql(`
  query GoodsCategories {
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
