import { graphql } from '../../../graphql/generated';

export const LogoutOthersMutation = graphql(`
  mutation LogoutOthers {
    logoutOthers {
      revoked
    }
  }
`);
