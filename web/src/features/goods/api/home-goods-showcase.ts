import { graphql } from '../../../graphql/generated';

/**
 * Home page showcase: the 8 newest goods, and the dozen auctions ending soonest, from which `pickEndingSoon`
 * keeps those open for bids (a lot not started yet may end soon too).
 */
export const HomeGoodsShowcaseQuery = graphql(`
  query HomeGoodsShowcase {
    newest: goodsPage(filter: { sort: NEWEST, saleType: FIXED_PRICE }, page: { current: 1, size: 8 }) {
      records {
        ...GoodsCardFields
      }
    }
    auctions: goodsPage(filter: { sort: ENDING_SOON, saleType: AUCTION }, page: { current: 1, size: 12 }) {
      records {
        ...GoodsCardFields
      }
    }
  }
`);
