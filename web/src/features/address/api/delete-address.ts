import { graphql } from '../../../graphql/generated';

export const DeleteAddressMutation = graphql(`
  mutation DeleteAddress($id: ID!) {
    deleteAddress(id: $id) {
      ok
      userErrors {
        field
        code
        message
      }
    }
  }
`);
