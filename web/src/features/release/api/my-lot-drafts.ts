import { graphql } from '../../../graphql/generated';

/** The viewer's lot drafts, newest update first, for `/release-auction-goods`. */
export const MyLotDraftsQuery = graphql(`
  query MyLotDrafts {
    lots: myReleaseDrafts(kind: LOT) {
      id
      kind
      title
      coverUrl
    }
  }
`);
