import { graphql } from '../../../graphql/generated';

/** The viewer's invitees, newest first, with how many there are; later pages are appended by the cache. */
export const InviteesQuery = graphql(`
  query Invitees($first: Int, $after: String) {
    viewer {
      id
      inviteesConnection(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            nickname
            avatarUrl
            joinedAt
          }
        }
        pageInfo {
          ...PageInfoFields
        }
        totalCount {
          value
          relation
        }
      }
    }
  }
`);
