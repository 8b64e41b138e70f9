import { graphql } from '../../../graphql/generated';

export const ApplyOrgMutation = graphql(`
  mutation ApplyOrg($input: OrgApplicationInput!) {
    applyOrg(input: $input) {
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
