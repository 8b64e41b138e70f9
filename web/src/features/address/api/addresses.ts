import { graphql } from '../../../graphql/generated';

/** The viewer's addresses, default first, then newest. */
export const AddressesQuery = graphql(`
  query Addresses {
    addresses {
      ...AddressFields
    }
  }
`);
