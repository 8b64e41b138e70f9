import { graphql } from '../../../graphql/generated';

export const ReleaseReviewQueueQuery = graphql(`
  query ReleaseReviewQueue($kind: ItemKind!, $page: PageInput) {
    releaseReviewQueue(kind: $kind, page: $page) {
      records {
        id
        kind
        title
        price {
          amount
          currency
        }
        stock
        cover {
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
          id
          nickname
        }
        submittedAt
      }
      pageInfo {
        total
        hasNext
      }
    }
  }
`);

export const ApproveReleaseMutation = graphql(`
  mutation ApproveRelease($kind: ItemKind!, $id: ID!) {
    approveRelease(kind: $kind, id: $id) {
      item {
        id
        status
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

export const RejectReleaseMutation = graphql(`
  mutation RejectRelease($kind: ItemKind!, $id: ID!, $reason: String!) {
    rejectRelease(kind: $kind, id: $id, reason: $reason) {
      item {
        id
        status
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
