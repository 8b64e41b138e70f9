import { graphql } from '../../../graphql/generated';

/**
 * The works list as a connection: the page's `+data` loads the first page on the server, the page asks for the
 * next ones on scroll with `after: endCursor`, and the cache's relayStylePagination policy appends them.
 */
export const OpusListConnectionFields = graphql(`
  fragment OpusListConnectionFields on Query {
    worksConnection(filter: $filter, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...WorkCardFields
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

export const OpusListPageQuery = graphql(`
  query OpusListPage($filter: WorkFilter, $first: Int, $after: String) {
    ...OpusListConnectionFields
  }
`);
