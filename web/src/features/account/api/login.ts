import { graphql } from '../../../graphql/generated';

/** Spec §7: runs when the page URL carries both `code` and `state`. */
export const LoginMutation = graphql(`
  mutation Login($code: String!, $state: String!) {
    login(code: $code, state: $state) {
      status
      openid
      unionid
      viewer {
        ...ViewerFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
