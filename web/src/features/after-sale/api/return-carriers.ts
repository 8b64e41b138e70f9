import { graphql } from '../../../graphql/generated';

/** The carriers a return may be shipped with, in the viewer's language. */
export const ReturnCarriersQuery = graphql(`
  query ReturnCarriers {
    carriers {
      code
      name
    }
  }
`);
