import { graphql } from '../../../graphql/generated';

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      viewer {
        ...ViewerFields
      }
      userErrors {
        field
        code
        message
        retryAfter
      }
    }
  }
`);
