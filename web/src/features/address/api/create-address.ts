import { graphql } from '../../../graphql/generated';

export const CreateAddressMutation = graphql(`
  mutation CreateAddress($input: AddressInput!) {
    createAddress(input: $input) {
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
