import { graphql } from '../../../graphql/generated';

/** Saves the form's fields so far; without an id it starts the draft. */
export const SaveReleaseDraftMutation = graphql(`
  mutation SaveReleaseDraft($kind: ReleaseKind!, $id: ID, $input: ReleaseDraftInput!) {
    saveReleaseDraft(kind: $kind, id: $id, input: $input) {
      draft {
        ...ReleaseDraftFields
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);
