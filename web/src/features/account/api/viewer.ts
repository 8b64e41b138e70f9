import { graphql } from '../../../graphql/generated';

/** Spec §7: the current user's details at app start and in the personal centre. */
export const ViewerQuery = graphql(`
  query Viewer {
    viewer {
      ...ViewerFields
    }
  }
`);
