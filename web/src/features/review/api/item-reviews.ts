import { graphql } from '../../../graphql/generated';

/**
 * An item's reviews with the average: a fragment on `Query` so a details page's one operation (`+data`) can
 * include the first page; later pages are fetched with `after: endCursor` and the cache's
 * relayStylePagination policy appends them.
 */
graphql(`
  fragment ItemReviewsFields on Query {
    itemReviews(kind: $kind, id: $id, first: $first, after: $after) {
      summary {
        count
        average
      }
      edges {
        cursor
        node {
          ...ReviewFields
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const ItemReviewsQuery = graphql(`
  query ItemReviews($kind: ItemKind!, $id: ID!, $first: Int, $after: String) {
    ...ItemReviewsFields
  }
`);
