import { describe, expect, it } from 'vitest';
import { GoodsCategoriesQuery } from '../../features/goods/api/goods-categories.js';
import { GoodsDetailsQuery } from '../../features/goods/api/goods-details.js';
import { GoodsListPageQuery } from '../../features/goods/api/goods-list-page.js';
import { GoodsPageQuery } from '../../features/goods/api/goods-page.js';
import { HomeGoodsShowcaseQuery } from '../../features/goods/api/home-goods-showcase.js';
import { type PageQuery, pageQueryAnswers, rootResponseKeys } from './page-query.js';

const listVariables = { filter: { sort: 'NEWEST' }, first: 10 };
const goodsPage: PageQuery = {
  operationName: 'GoodsPage',
  variables: listVariables,
  data: { __typename: 'Query', categories: [], goodsConnection: { edges: [] } },
};

describe('rootResponseKeys', () => {
  it('reads root fields through fragments on Query, and aliases', () => {
    expect(rootResponseKeys(GoodsPageQuery)).toEqual(['categories', 'goodsConnection']);
    expect(rootResponseKeys(GoodsCategoriesQuery)).toEqual(['categories']);
    expect(rootResponseKeys(HomeGoodsShowcaseQuery)).toEqual(['newest', 'auctions']);
  });
});

describe('pageQueryAnswers', () => {
  it('answers each component query the page query was built from', () => {
    expect(pageQueryAnswers(goodsPage, GoodsCategoriesQuery, undefined)).toBe(true);
    expect(pageQueryAnswers(goodsPage, GoodsListPageQuery, listVariables)).toBe(true);
  });

  it('does not answer other fields, other variable values, or a failed page query', () => {
    expect(pageQueryAnswers(goodsPage, GoodsDetailsQuery, { id: '1' })).toBe(false);
    expect(
      pageQueryAnswers(goodsPage, GoodsListPageQuery, { ...listVariables, filter: { sort: 'POPULAR' } }),
    ).toBe(false);
    expect(pageQueryAnswers(null, GoodsCategoriesQuery, undefined)).toBe(false);
  });

  it('treats a variable the page query left out as null', () => {
    expect(pageQueryAnswers(goodsPage, GoodsListPageQuery, { ...listVariables, after: null })).toBe(true);
    expect(pageQueryAnswers(goodsPage, GoodsListPageQuery, { ...listVariables, after: 'x' })).toBe(false);
  });
});
