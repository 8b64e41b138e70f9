// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { HomeGoodsShowcaseQuery } from '../../../features/goods/api/home-goods-showcase.js';
import { tryLoadPageQuery } from '../../../lib/page-data/load-page-query.js';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The goods showcase is rendered on the server from this page query, so hydration makes no GraphQL request.
 * The hero and the area links do not depend on it: when the BFF fails, the home page still renders and
 * the browser retries the query (the showcase hides itself if that fails too).
 */
export async function data(pageContext: PageContextServer) {
  return { pageQuery: await tryLoadPageQuery(pageContext, HomeGoodsShowcaseQuery, {}) };
}
