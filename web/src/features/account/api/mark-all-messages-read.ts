import { graphql } from '../../../graphql/generated';

export const MarkAllMessagesReadMutation = graphql(`
  mutation MarkAllMessagesRead {
    markAllMessagesRead {
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
