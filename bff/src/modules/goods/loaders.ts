// Per-request loaders: sellers primed from embedded summaries (else one batch per page), one categories list
// per request (shared across anonymous requests, see category-cache.ts), details de-duplicated.
import DataLoader from 'dataloader';
import { nullIfNotFound } from '../../errors.js';
import type { Locale } from '../../locale.js';
import type { CategoryApi } from '../../rest/category-api.js';
import type { CategoryDto, GoodsDetailDto, GoodsSummaryDto, SellerDto } from '../../rest/contract.js';
import type { GoodsApi } from '../../rest/goods-api.js';
import { type SellerApi, sellerBatchMax } from '../../rest/seller-api.js';
import type { CategoryCache } from './category-cache.js';

export type GoodsLoaders = {
  seller: DataLoader<string, SellerDto | null>;
  goodsDetail: DataLoader<string, GoodsDetailDto | null>;
  /** The categories list, fetched at most once per request. */
  categories: () => Promise<CategoryDto[]>;
};

export type GoodsLoaderOptions = {
  categoryCache: CategoryCache;
  locale: Locale;
  /** No token: the request may use the shared categories cache. */
  anonymous: boolean;
};

export function createGoodsLoaders(
  apis: { goods: GoodsApi; categories: CategoryApi; sellers: SellerApi },
  options: GoodsLoaderOptions,
) {
  let categories: Promise<CategoryDto[]> | undefined;
  const loaders: GoodsLoaders = {
    seller: new DataLoader(
      async (ids) => {
        const sellers = await apis.sellers.batch(ids);
        const byId = new Map(sellers.map((seller) => [seller.id, seller]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: sellerBatchMax },
    ),
    // nextland has no batch detail route; the loader still de-duplicates ids within a request, and one
    // failing id does not fail the others.
    goodsDetail: new DataLoader((ids) =>
      Promise.all(
        ids.map(async (id) => {
          const detail = await nullIfNotFound(apis.goods.detail(id)).catch(asError);
          if (detail && !(detail instanceof Error)) primeSellers(loaders, [detail]);
          return detail;
        }),
      ),
    ),
    categories: () => {
      categories ??= options.anonymous
        ? options.categoryCache.get(options.locale, () => apis.categories.list())
        : apis.categories.list();
      return categories;
    },
  };
  return loaders;
}

/** Sellers embedded in goods records fill the seller loader, so `seller` fields cost no batch call. */
export function primeSellers(loaders: GoodsLoaders, records: readonly GoodsSummaryDto[]): void {
  for (const record of records) {
    if (record.seller) loaders.seller.prime(record.seller.id, record.seller);
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
