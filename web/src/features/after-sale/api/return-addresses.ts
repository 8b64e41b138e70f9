import { graphql } from '../../../graphql/generated';

/** The seller's address book, to pick where a return goes. */
export const ReturnAddressesQuery = graphql(`
  query ReturnAddresses {
    addresses {
      id
      recipientName
      phone
      province {
        name
      }
      city
      district
      street
      isDefault
    }
  }
`);
