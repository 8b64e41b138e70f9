import { graphql } from '../../../../graphql/generated';

/**
 * The goods details page's one operation (server-rendered by its `+data`, decision 0012): the goods and the
 * first page of their reviews, from the fragments the two features query with, so each reads its part.
 */
export const GoodsDetailsPageQuery = graphql(`
  query GoodsDetailsPage($id: ID!, $kind: ItemKind!, $first: Int, $after: String) {
    ...GoodsDetailsFields
    ...ItemReviewsFields
  }
`);
