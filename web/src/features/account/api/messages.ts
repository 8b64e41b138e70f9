import { graphql } from '../../../graphql/generated';

/** The viewer's messages, newest first; later pages are appended by the connection's field policy. */
export const MessagesQuery = graphql(`
  query Messages($first: Int, $after: String) {
    messagesConnection(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          kind
          title
          content
          read
          createdAt
          afterSaleId
        }
      }
      pageInfo {
        ...PageInfoFields
      }
      unreadCount
    }
  }
`);
