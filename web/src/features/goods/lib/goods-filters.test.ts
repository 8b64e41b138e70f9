import { describe, expect, it } from 'vitest';
import { goodsListVariables, hasActiveFilters, parseGoodsFilters, toGoodsSearch } from './goods-filters';

describe('goods list filters', () => {
  it('parses valid search params into filters', () => {
    const filters = parseGoodsFilters({
      keyword: '  vase ',
      category: '12',
      saleType: 'auction',
      sort: 'price_desc',
    });
    expect(filters).toEqual({ keyword: 'vase', category: '12', saleType: 'auction', sort: 'price_desc' });
  });

  it('drops malformed values and defaults the sort to newest', () => {
    const filters = parseGoodsFilters({
      keyword: '   ',
      category: '12abc',
      saleType: 'barter',
      sort: 'cheap',
    });
    expect(filters).toEqual({ sort: 'newest' });
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('keeps "ending soon" on the auction tab only', () => {
    expect(parseGoodsFilters({ saleType: 'auction', sort: 'ending_soon' }).sort).toBe('ending_soon');
    expect(parseGoodsFilters({ saleType: 'fixed', sort: 'ending_soon' }).sort).toBe('newest');
    expect(parseGoodsFilters({ sort: 'ending_soon' }).sort).toBe('newest');
    expect(goodsListVariables({ sort: 'ending_soon', saleType: 'auction' }).filter).toEqual({
      sort: 'ENDING_SOON',
      saleType: 'AUCTION',
    });
  });

  it('caps the keyword at 50 characters', () => {
    expect(parseGoodsFilters({ keyword: 'x'.repeat(80) }).keyword).toHaveLength(50);
  });

  it('maps filters to GraphQL variables without undefined keys', () => {
    expect(goodsListVariables({ sort: 'popular', saleType: 'fixed' })).toEqual({
      filter: { sort: 'POPULAR', saleType: 'FIXED_PRICE' },
      first: 10,
    });
    expect(goodsListVariables({ sort: 'newest', category: '3', keyword: 'tea' }).filter).toEqual({
      sort: 'NEWEST',
      categoryId: '3',
      keyword: 'tea',
    });
  });

  it('round-trips through the query string, leaving defaults out', () => {
    const filters = { keyword: '青瓷 vase', category: '4', saleType: 'auction', sort: 'price_asc' } as const;
    const search = toGoodsSearch(filters);
    expect(parseGoodsFilters(Object.fromEntries(new URLSearchParams(search)))).toEqual(filters);
    expect(toGoodsSearch({ sort: 'newest' })).toBe('');
  });

  it('reads "my likes" / "my collects" (?mine=) and asks for the user\'s own goods', () => {
    expect(parseGoodsFilters({ mine: 'likes' })).toEqual({ sort: 'newest', mine: 'likes' });
    expect(parseGoodsFilters({ mine: 'everything' })).toEqual({ sort: 'newest' });
    expect(goodsListVariables({ sort: 'newest', mine: 'likes' }).filter).toEqual({
      sort: 'NEWEST',
      likedByMe: true,
    });
    expect(goodsListVariables({ sort: 'newest', mine: 'collects' }).filter).toEqual({
      sort: 'NEWEST',
      collectedByMe: true,
    });
    expect(toGoodsSearch({ sort: 'newest', mine: 'collects' })).toBe('?mine=collects');
  });
});
