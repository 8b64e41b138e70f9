import { graphql } from '../../../graphql/generated';

export const ApplyCreatorMutation = graphql(`
  mutation ApplyCreator($input: CreatorApplicationInput!) {
    applyCreator(input: $input) {
      application {
        ...ApplicationFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
