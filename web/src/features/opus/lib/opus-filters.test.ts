import { describe, expect, it } from 'vitest';
import { hasActiveOpusFilters, opusListVariables, parseOpusFilters, toOpusSearch } from './opus-filters';

describe('opus filters', () => {
  it('reads the URL, drops what it cannot use and swaps a reversed price range', () => {
    expect(
      parseOpusFilters({
        keyword: '  Lighthouse ',
        media: '3d',
        licence: 'exclusive',
        min: '500',
        max: '100',
      }),
    ).toEqual({
      keyword: 'Lighthouse',
      media: '3d',
      licence: 'exclusive',
      minFen: 10000,
      maxFen: 50000,
      sort: 'newest',
    });
    expect(
      parseOpusFilters({ media: 'painting', licence: 'free', min: '-1', max: 'abc', sort: 'cheap' }),
    ).toEqual({
      sort: 'newest',
    });
  });

  it('builds the GraphQL filter with only what is set', () => {
    expect(opusListVariables(parseOpusFilters({ media: '3d', min: '19.9', sort: 'price_asc' }))).toEqual({
      filter: { sort: 'PRICE_ASC', mediaType: 'MODEL_3D', minPrice: 1990 },
      first: 12,
    });
  });

  it('writes the filters back to a URL, prices in yuan, defaults left out', () => {
    const filters = parseOpusFilters({
      keyword: '竹林',
      media: 'audio',
      min: '100',
      max: '12.5',
      sort: 'popular',
    });
    expect(toOpusSearch(filters)).toBe(
      `?keyword=${encodeURIComponent('竹林')}&media=audio&min=12.50&max=100&sort=popular`,
    );
    expect(parseOpusFilters(Object.fromEntries(new URLSearchParams(toOpusSearch(filters))))).toEqual(filters);
    expect(toOpusSearch({ sort: 'newest' })).toBe('');
    expect(hasActiveOpusFilters({ sort: 'newest' })).toBe(false);
    expect(hasActiveOpusFilters({ sort: 'newest', maxFen: 0 })).toBe(true);
  });

  it("reads ?mine= as the user's likes or collects, and asks for them in the GraphQL filter", () => {
    const likes = parseOpusFilters({ mine: 'likes', media: 'image' });
    expect(likes).toEqual({ sort: 'newest', media: 'image', mine: 'likes' });
    expect(opusListVariables(likes).filter).toEqual({ sort: 'NEWEST', mediaType: 'IMAGE', likedByMe: true });
    expect(opusListVariables(parseOpusFilters({ mine: 'collects' })).filter).toEqual({
      sort: 'NEWEST',
      collectedByMe: true,
    });
    expect(parseOpusFilters({ mine: 'everything' })).toEqual({ sort: 'newest' });
    expect(toOpusSearch(likes)).toBe('?media=image&mine=likes');
    expect(hasActiveOpusFilters({ sort: 'newest', mine: 'collects' })).toBe(true);
  });
});
