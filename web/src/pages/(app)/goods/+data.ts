// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { GoodsCategoriesQuery } from '../../../features/goods/api/goods-categories.js';
import { GoodsListPageQuery } from '../../../features/goods/api/goods-list-page.js';
import { goodsListVariables, parseGoodsFilters } from '../../../features/goods/lib/goods-filters.js';
import { mergeApolloState } from '../../../lib/apollo/merge-apollo-state.js';
import { ssrQuery } from '../../../lib/apollo/ssr-query.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * First page of goods for the filters in the URL, plus the category chips. A failing BFF does not turn
 * the list into a 500: the page renders, the browser retries the query and shows a retry button if it
 * fails again.
 */
export async function data(pageContext: PageContextServer) {
  const filters = parseGoodsFilters(pageContext.urlParsed.search);
  const [categories, list] = await Promise.allSettled([
    ssrQuery(pageContext, GoodsCategoriesQuery, {}),
    ssrQuery(pageContext, GoodsListPageQuery, goodsListVariables(filters)),
  ]);
  // Both calls share one per-request cache; whichever finished last holds both results, so merging
  // the two snapshots keeps everything without knowing the order.
  let apolloState = {};
  for (const result of [categories, list]) {
    if (result.status === 'fulfilled') apolloState = mergeApolloState(apolloState, result.value.apolloState);
  }
  return { apolloState, filters };
}
