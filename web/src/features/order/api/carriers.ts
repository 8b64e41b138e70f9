import { graphql } from '../../../graphql/generated';

/** The carriers a seller may ship with, in the viewer's language. */
export const CarriersQuery = graphql(`
  query Carriers {
    carriers {
      code
      name
    }
  }
`);
