import { graphql } from '../../../graphql/generated';

/** One page of the viewer's no-postage entries; later pages are merged in with `fetchMore`. */
export const ExpressEntriesQuery = graphql(`
  query ExpressEntries($page: PageInput) {
    expressEntries(page: $page) {
      records {
        id
        name
        regions
        minCount
        minAmount {
          amount
          currency
        }
        createdAt
      }
      pageInfo {
        current
        size
        total
        pages
        hasNext
      }
    }
  }
`);
