import { graphql } from '../../../graphql/generated';

/**
 * The goods list as a connection: the page's `+data` loads the first page on the server (inside
 * goods-page.ts), the page asks for the next ones on scroll with `after: endCursor`, and the cache's
 * relayStylePagination policy appends them. A fragment on `Query` so the page query can include it.
 */
export const GoodsListConnectionFields = graphql(`
  fragment GoodsListConnectionFields on Query {
    goodsConnection(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...GoodsCardFields
        }
      }
      pageInfo {
        ...PageInfoFields
      }
      totalCount {
        value
        relation
      }
    }
  }
`);

export const GoodsListPageQuery = graphql(`
  query GoodsListPage($filter: GoodsFilter, $first: Int, $after: String) {
    ...GoodsListConnectionFields
  }
`);
