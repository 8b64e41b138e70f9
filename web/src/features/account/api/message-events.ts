import { graphql } from '../../../graphql/generated';

/** Live: the viewer's new messages and read changes, with the unread count after each. */
export const MessageEventsSubscription = graphql(`
  subscription MessageEvents {
    messageEvents {
      unreadCount
      messageId
    }
  }
`);
