import { graphql } from '../../../graphql/generated';

export const MarkMessageReadMutation = graphql(`
  mutation MarkMessageRead($id: ID!) {
    markMessageRead(id: $id) {
      updated
      unreadCount
      userErrors {
        field
        code
        message
      }
    }
  }
`);
