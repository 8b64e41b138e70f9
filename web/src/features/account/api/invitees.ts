import { graphql } from '../../../graphql/generated';

export const InviteesQuery = graphql(`
  query Invitees($page: PageInput) {
    viewer {
      id
      invitees(page: $page) {
        records {
          id
          nickname
          avatarUrl
          joinedAt
        }
        pageInfo {
          current
          total
          hasNext
        }
      }
    }
  }
`);
