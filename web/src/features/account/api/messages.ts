import { graphql } from '../../../graphql/generated';

export const MessagesQuery = graphql(`
  query Messages($page: PageInput) {
    messages(page: $page) {
      records {
        id
        kind
        title
        content
        read
        createdAt
      }
      pageInfo {
        current
        total
        hasNext
      }
      unreadCount
    }
  }
`);
