import type { GoodsFilter, GoodsSort, SaleType } from '../../../graphql/generated/graphql';
import { MINE, type MineParam } from '../../../lib/navigation/mine-lists.js';

/** URL values of the list filters (`/goods?keyword=&category=&saleType=&sort=`). */
export const SALE_TYPES = ['fixed', 'auction'] as const;
export const SORTS = ['newest', 'price_asc', 'price_desc', 'popular', 'ending_soon'] as const;
/** Sorts only auctions have ("ending soon"): offered, and kept from the URL, on the auction tab only. */
const AUCTION_SORTS: readonly SortParam[] = ['ending_soon'];

/** The sorts the list offers for a sale type. */
export function sortsFor(saleType: SaleTypeParam | undefined): readonly SortParam[] {
  return saleType === 'auction' ? SORTS : SORTS.filter((sort) => !AUCTION_SORTS.includes(sort));
}
export type SaleTypeParam = (typeof SALE_TYPES)[number];
export type SortParam = (typeof SORTS)[number];

export type GoodsListFilters = {
  keyword?: string;
  /** Category id (digits). */
  category?: string;
  saleType?: SaleTypeParam;
  sort: SortParam;
  mine?: MineParam;
};

/** Spec §9 list paging: pages start at 1, 10 per page. */
export const GOODS_PAGE_SIZE = 10;
/** The schema caps `keyword` at 50 characters. */
export const KEYWORD_MAX_LENGTH = 50;

const SALE_TYPE_ENUM: Record<SaleTypeParam, SaleType> = { fixed: 'FIXED_PRICE', auction: 'AUCTION' };
const SORT_ENUM: Record<SortParam, GoodsSort> = {
  newest: 'NEWEST',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  popular: 'POPULAR',
  ending_soon: 'ENDING_SOON',
};

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((v) => v === value);
}

/**
 * Reads the filters from URL search params. Anything malformed is dropped rather than rejected: a
 * hand-edited `?sort=cheap` still shows the list, sorted by the default.
 */
export function parseGoodsFilters(search: Record<string, string | undefined>): GoodsListFilters {
  const saleType = oneOf(SALE_TYPES, search.saleType);
  const filters: GoodsListFilters = { sort: oneOf(sortsFor(saleType), search.sort) ?? 'newest' };
  const keyword = search.keyword?.trim().slice(0, KEYWORD_MAX_LENGTH);
  if (keyword) filters.keyword = keyword;
  if (search.category && /^\d{1,19}$/.test(search.category)) filters.category = search.category;
  if (saleType) filters.saleType = saleType;
  const mine = oneOf(MINE, search.mine);
  if (mine) filters.mine = mine;
  return filters;
}

/** The GraphQL filter; absent values are left out so SSR and browser build the same cache key. */
export function toGoodsFilter(filters: GoodsListFilters): GoodsFilter {
  const filter: GoodsFilter = { sort: SORT_ENUM[filters.sort] };
  if (filters.keyword) filter.keyword = filters.keyword;
  if (filters.category) filter.categoryId = filters.category;
  if (filters.saleType) filter.saleType = SALE_TYPE_ENUM[filters.saleType];
  if (filters.mine === 'likes') filter.likedByMe = true;
  if (filters.mine === 'collects') filter.collectedByMe = true;
  return filter;
}

/** Variables of the first page of `GoodsListPage`, shared by `+data` and the page component. */
export function goodsListVariables(filters: GoodsListFilters) {
  return { filter: toGoodsFilter(filters), first: GOODS_PAGE_SIZE };
}

/** `?keyword=…&sort=…` for the filters, defaults omitted; '' when nothing is set. */
export function toGoodsSearch(filters: GoodsListFilters): string {
  const params = new URLSearchParams();
  if (filters.keyword) params.set('keyword', filters.keyword);
  if (filters.category) params.set('category', filters.category);
  if (filters.saleType) params.set('saleType', filters.saleType);
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.mine) params.set('mine', filters.mine);
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function hasActiveFilters(filters: GoodsListFilters): boolean {
  return Boolean(
    filters.keyword || filters.category || filters.saleType || filters.sort !== 'newest' || filters.mine,
  );
}
