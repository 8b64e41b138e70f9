import { graphql } from '../../../graphql/generated';

/** One page of the goods list; `+data` loads page 1 on the server, the page fetches the rest on scroll. */
export const GoodsListPageQuery = graphql(`
  query GoodsListPage($filter: GoodsFilter, $page: PageInput) {
    goodsPage(filter: $filter, page: $page) {
      records {
        ...GoodsCardFields
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
