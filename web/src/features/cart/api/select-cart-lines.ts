import { graphql } from '../../../graphql/generated';

/** Selects or unselects lines (every line when `lineIds` is left out). */
export const SelectCartLinesMutation = graphql(`
  mutation SelectCartLines($lineIds: [ID!], $selected: Boolean!) {
    selectCartLines(lineIds: $lineIds, selected: $selected) {
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
