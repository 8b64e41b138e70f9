import { graphql } from '../../../graphql/generated';

/** Everything the work details page renders for one work. */
export const OpusDetailsQuery = graphql(`
  query OpusDetails($id: ID!) {
    work(id: $id) {
      id
      title
      description
      lang
      originalLang
      translated
      mediaType
      licence {
        code
        name
      }
      editionSize
      editionsLeft
      status
      price {
        amount
        currency
      }
      images {
        url
        width
        height
        alt
      }
      category {
        id
        name
      }
      seller {
        id
        nickname
        bio
        type
        avatar {
          url
          width
          height
          alt
        }
      }
      likeCount
      collectCount
      createdAt
    }
  }
`);
