import { graphql } from '../../../graphql/generated';

/** Selects or unselects lines (every line when `lineIds` is left out). */
export const SelectCartLinesMutation = graphql(`
  mutation SelectCartLines($lineIds: [ID!], $selected: Boolean!, $kind: ItemKind! = GOODS) {
    selectCartLines(lineIds: $lineIds, selected: $selected, kind: $kind) {
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
