import { graphql } from '../../../graphql/generated';

/** Returns the updated viewer; its fields refresh the cached `Customer` (normalised by id). */
export const VerifyRealNameMutation = graphql(`
  mutation VerifyRealName($input: RealNameInput!) {
    verifyRealName(input: $input) {
      viewer {
        id
        type
        realNameVerified
        realName
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
