import { graphql } from '../../../graphql/generated';

/**
 * Home page showcase: the 8 newest goods and auctions to pick "ending soon" from. The schema has no
 * end-time sort, so it asks for a dozen live-looking auctions and `pickEndingSoon` orders them by `endsAt`.
 */
export const HomeGoodsShowcaseQuery = graphql(`
  query HomeGoodsShowcase {
    newest: goodsPage(filter: { sort: NEWEST, saleType: FIXED_PRICE }, page: { current: 1, size: 8 }) {
      records {
        ...GoodsCardFields
      }
    }
    auctions: goodsPage(filter: { sort: NEWEST, saleType: AUCTION }, page: { current: 1, size: 12 }) {
      records {
        ...GoodsCardFields
      }
    }
  }
`);
