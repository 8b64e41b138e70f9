import { graphql } from '../../../graphql/generated';

export const StartLoginMutation = graphql(`
  mutation StartLogin($redirectUri: String!) {
    startLogin(redirectUri: $redirectUri) {
      authorizeUrl
    }
  }
`);
