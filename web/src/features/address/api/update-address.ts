import { graphql } from '../../../graphql/generated';

export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      address {
        ...AddressFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
