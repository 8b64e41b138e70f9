import { graphql } from '../../graphql/generated';

/** The carriers a parcel may be shipped with, in the viewer's language. */
export const CarriersQuery = graphql(`
  query Carriers {
    carriers {
      code
      name
    }
  }
`);
