import { graphql } from '../../../graphql/generated';

/** Everything the release form edits, as saved. */
export const ReleaseDraftFieldsFragment = graphql(`
  fragment ReleaseDraftFields on ReleaseDraft {
    id
    kind
    status
    originalLang
    title
    description
    categoryId
    priceFen
    stock
    editionSize
    mediaType
    licence
    images {
      url
      width
      height
    }
    translations {
      lang
      title
      description
    }
    auction {
      startPriceFen
      ladder {
        fromFen
        incrementFen
      }
      reserveFen
      depositFen
      startsAt
      endsAt
      lotStatus
    }
  }
`);
