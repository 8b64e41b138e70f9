import { graphql } from '../../../graphql/generated';

export const LogoutMutation = graphql(`
  mutation Logout {
    logout {
      ok
    }
  }
`);
