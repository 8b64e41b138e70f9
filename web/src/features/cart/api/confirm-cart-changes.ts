import { graphql } from '../../../graphql/generated';

/** The buyer has seen the changed prices: the lines take them as the price seen. */
export const ConfirmCartChangesMutation = graphql(`
  mutation ConfirmCartChanges($lineIds: [ID!]!) {
    confirmCartChanges(lineIds: $lineIds) {
      cart {
        ...CartFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
