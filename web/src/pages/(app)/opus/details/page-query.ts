import { graphql } from '../../../../graphql/generated';

/**
 * The work details page's one operation (server-rendered by its `+data`, decision 0012): the work and the
 * first page of its reviews, from the fragments the two features query with, so each reads its part.
 */
export const OpusDetailsPageQuery = graphql(`
  query OpusDetailsPage($id: ID!, $kind: ItemKind!, $first: Int, $after: String) {
    ...OpusDetailsFields
    ...ItemReviewsFields
  }
`);
