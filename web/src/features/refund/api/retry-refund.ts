import { graphql } from '../../../graphql/generated';

export const RetryRefundMutation = graphql(`
  mutation RetryRefund($id: ID!) {
    retryRefund(id: $id) {
      refundId
      userErrors {
        field
        code
        message
      }
    }
  }
`);
