import { graphql } from '../../../graphql/generated';

/** One of the viewer's drafts (or released items) to continue editing; null when it is not theirs. */
export const ReleaseDraftQuery = graphql(`
  query ReleaseDraft($kind: ReleaseKind!, $id: ID!) {
    releaseDraft(kind: $kind, id: $id) {
      ...ReleaseDraftFields
    }
  }
`);
