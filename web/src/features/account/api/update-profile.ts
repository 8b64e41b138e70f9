import { graphql } from '../../../graphql/generated';

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
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
