import { graphql } from '../../../graphql/generated';

// Collected by codegen (no fragment masking): the components read the generated fragment type.
graphql(`
  fragment ReviewFields on Review {
    id
    orderLineId
    kind
    itemId
    itemTitle
    rating
    text
    photos {
      url
      width
      height
    }
    author {
      nickname
      avatarUrl
    }
    createdAt
    reply
    repliedAt
  }
`);
