import { graphql } from '../../../graphql/generated';

/** Files a real-name application; officials review it like the other kinds, so nothing is verified yet. */
export const VerifyRealNameMutation = graphql(`
  mutation VerifyRealName($input: RealNameInput!) {
    verifyRealName(input: $input) {
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
