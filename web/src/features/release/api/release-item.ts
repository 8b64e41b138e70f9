import { graphql } from '../../../graphql/generated';

export const ReleaseItemMutation = graphql(`
  mutation ReleaseItem($kind: ReleaseKind!, $id: ID!) {
    releaseItem(kind: $kind, id: $id) {
      id
      status
      userErrors {
        field
        code
        message
      }
    }
  }
`);
