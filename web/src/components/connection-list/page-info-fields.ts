import { graphql } from '../../graphql/generated';

/**
 * What every connection query selects of its page info: whether there is a next page and the cursor to ask
 * for it from. Spread as `pageInfo { ...PageInfoFields }`, so ConnectionList and useLoadMore read one shape.
 */
export const PageInfoFields = graphql(`
  fragment PageInfoFields on ConnectionPageInfo {
    hasNextPage
    endCursor
  }
`);
