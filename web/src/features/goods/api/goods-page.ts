import { graphql } from '../../../graphql/generated';

/**
 * The /goods page's one operation (server-rendered by its `+data`): the category chips and the first page
 * of the list, from the same fragments the two components query with, so each reads its part (see
 * lib/page-data/use-page-query.ts).
 */
export const GoodsPageQuery = graphql(`
  query GoodsPage($filter: GoodsFilter, $first: Int, $after: String) {
    ...GoodsCategoriesFields
    ...GoodsListConnectionFields
  }
`);
