import { graphql } from '../../../graphql/generated';

/** The buyer has seen the changed prices: the lines take them as the price seen. */
export const ConfirmCartChangesMutation = graphql(`
  mutation ConfirmCartChanges($lineIds: [ID!]!, $kind: ItemKind! = GOODS) {
    confirmCartChanges(lineIds: $lineIds, kind: $kind) {
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
