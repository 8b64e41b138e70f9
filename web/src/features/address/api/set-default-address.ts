import { graphql } from '../../../graphql/generated';

export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      ok
      userErrors {
        field
        code
        message
      }
    }
  }
`);
