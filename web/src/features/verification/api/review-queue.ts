import { graphql } from '../../../graphql/generated';

/** Officials only; anyone else gets a FORBIDDEN error. Oldest first. */
export const ReviewQueueQuery = graphql(`
  query ReviewQueue($kind: ApplicationKind, $status: ReviewStatus, $page: PageInput) {
    reviewQueue(kind: $kind, status: $status, page: $page) {
      records {
        ...ApplicationFields
        applicant {
          id
          nickname
          type
        }
      }
      pageInfo {
        current
        size
        total
        pages
        hasNext
      }
    }
  }
`);
