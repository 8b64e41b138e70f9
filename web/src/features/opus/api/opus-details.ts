import { graphql } from '../../../graphql/generated';

/**
 * Everything the work details page renders for one work: a fragment on `Query`, so the page's one operation
 * (`+data`) can include it beside other features' parts (the reviews).
 */
graphql(`
  fragment OpusDetailsFields on Query {
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
        rating {
          count
          average
        }
      }
      likeCount
      collectCount
      createdAt
    }
  }
`);

export const OpusDetailsQuery = graphql(`
  query OpusDetails($id: ID!) {
    ...OpusDetailsFields
  }
`);
