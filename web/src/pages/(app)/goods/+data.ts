// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { GoodsPageQuery } from '../../../features/goods/api/goods-page.js';
import { goodsListVariables, parseGoodsFilters } from '../../../features/goods/lib/goods-filters.js';
import { tryLoadPageQuery } from '../../../lib/page-data/load-page-query.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The category chips and the first page of goods for the filters in the URL, in one operation. A failing
 * BFF does not turn the list into a 500: the page renders, the browser retries the components' queries
 * and shows a retry button if that fails too. "My likes" / "my collects" (`?mine=`) are one user's: the
 * server renders them for nobody (its requests are anonymous and its pages shared), so the browser loads
 * them with the user's session.
 */
export async function data(pageContext: PageContextServer) {
  const filters = parseGoodsFilters(pageContext.urlParsed.search);
  const pageQuery = filters.mine
    ? null
    : await tryLoadPageQuery(pageContext, GoodsPageQuery, goodsListVariables(filters));
  return { pageQuery, filters };
}
