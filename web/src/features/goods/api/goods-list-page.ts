import { graphql } from '../../../graphql/generated';

/**
 * The goods list as a connection: `+data` loads the first page on the server, the page asks for the next
 * ones on scroll with `after: endCursor`, and the cache's relayStylePagination policy appends them.
 */
export const GoodsListPageQuery = graphql(`
  query GoodsListPage($filter: GoodsFilter, $first: Int, $after: String) {
    goodsConnection(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...GoodsCardFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount {
        value
        relation
      }
    }
  }
`);
