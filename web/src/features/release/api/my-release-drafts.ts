import { graphql } from '../../../graphql/generated';

/** The viewer's drafts of both kinds, newest update first, for `/release-goods`. */
export const MyReleaseDraftsQuery = graphql(`
  query MyReleaseDrafts {
    goods: myReleaseDrafts(kind: GOODS) {
      id
      kind
      title
      coverUrl
    }
    works: myReleaseDrafts(kind: WORK) {
      id
      kind
      title
      coverUrl
    }
  }
`);
