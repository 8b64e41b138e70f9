import { graphql } from '../../../graphql/generated';

/** The viewer's profile as the personal centre shows it; every query and mutation returning a viewer uses it. */
export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on Customer {
    id
    userId
    type
    realNameVerified
    nickname
    avatarUrl
    bio
    gender
    birthday
    phone
    realName
    invitationCode
    createdAt
    unreadMessageCount
  }
`);
