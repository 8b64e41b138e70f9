import { graphql } from '../../../graphql/generated';

/** What the address book and the picker show of an address, and what the edit form starts from. */
export const AddressFieldsFragment = graphql(`
  fragment AddressFields on Address {
    id
    recipientName
    phone
    province {
      code
      name
    }
    city
    district
    street
    postcode
    isDefault
  }
`);
