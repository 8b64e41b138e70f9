import { graphql } from '../../../graphql/generated';

/** Officials only; anyone else gets a FORBIDDEN error. Oldest first; later pages are appended by the cache. */
export const ReviewQueueQuery = graphql(`
  query ReviewQueue($kind: ApplicationKind, $status: ReviewStatus, $first: Int, $after: String) {
    reviewQueueConnection(kind: $kind, status: $status, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...ApplicationFields
          applicant {
            id
            nickname
            type
            nicknameFlagged
          }
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);
