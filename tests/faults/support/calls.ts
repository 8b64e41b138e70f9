// The requests the scenarios load the services with: each touches the database through every tier below it.
import type { Call } from './load.js';

const basic = `Basic ${Buffer.from('nextland-web:nextland-web-secret').toString('base64')}`;

export const nextlandGoodsPage: Call = {
  method: 'GET',
  path: '/nextland-site/api/framework/v1/site/homepage/goods/page?current=1&size=10',
  headers: { authorization: basic },
};

export const graphqlGoodsPage: Call = {
  method: 'POST',
  path: '/graphql',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ goodsPage(page: { current: 1, size: 10 }) { records { id title } } }' }),
};

export const englishGoodsPage: Call = { method: 'GET', path: '/en/goods' };

/** The same page under a URL of its own each time, so the web's render cache cannot answer it. */
export const uncachedGoodsPage = (index: number): Call => ({
  method: 'GET',
  path: `/en/goods?visit=${index}`,
});

export const nextlandAuthorization = basic;
