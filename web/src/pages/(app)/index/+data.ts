// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { HomeGoodsShowcaseQuery } from '../../../features/goods/api/home-goods-showcase.js';
import type { ApolloPageData } from '../../../lib/apollo/ssr-query.js';
import { ssrQuery } from '../../../lib/apollo/ssr-query.js';

export type Data = ApolloPageData;

/**
 * The goods showcase is rendered on the server from this snapshot, so hydration makes no GraphQL request.
 * The hero and the area links do not depend on it: when the BFF fails, the home page still renders and
 * the browser retries the query (the showcase hides itself if that fails too).
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  try {
    const { apolloState } = await ssrQuery(pageContext, HomeGoodsShowcaseQuery, {});
    return { apolloState };
  } catch (error) {
    console.error('home: goods showcase query failed', error);
    return { apolloState: {} };
  }
}
