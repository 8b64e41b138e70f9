import { graphql } from '../../../graphql/generated';

export const RejectApplicationMutation = graphql(`
  mutation RejectApplication($id: ID!, $reason: String!) {
    rejectApplication(id: $id, reason: $reason) {
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
