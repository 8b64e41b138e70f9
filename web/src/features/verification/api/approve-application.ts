import { graphql } from '../../../graphql/generated';

export const ApproveApplicationMutation = graphql(`
  mutation ApproveApplication($id: ID!) {
    approveApplication(id: $id) {
      application {
        id
        status
        rejectReason
        reviewedAt
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
