import { graphql } from '../../../graphql/generated';

/** The works the viewer owns (decision 0023), newest first. */
export const MyLibraryQuery = graphql(`
  query MyLibrary($first: Int, $after: String) {
    myLibrary(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          orderId
          acquiredAt
          work {
            id
            title
            lang
            translated
            mediaType
            cover {
              url
              width
              height
              alt
            }
            seller {
              id
              nickname
            }
          }
        }
      }
      pageInfo {
        ...PageInfoFields
      }
      totalCount {
        value
      }
    }
  }
`);
