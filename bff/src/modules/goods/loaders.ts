// Per-request loaders: one seller batch per page, one categories list per request, details de-duplicated.
import DataLoader from 'dataloader';
import { nullIfNotFound } from '../../errors.js';
import type { CategoryApi } from '../../rest/category-api.js';
import type { GoodsApi } from '../../rest/goods-api.js';
import { type SellerApi, sellerBatchMax } from '../../rest/seller-api.js';
import type { CategoryDto, GoodsDetailDto, SellerDto } from '../../rest/types.js';

export type GoodsLoaders = {
  seller: DataLoader<string, SellerDto | null>;
  goodsDetail: DataLoader<string, GoodsDetailDto | null>;
  /** The categories list, fetched at most once per request. */
  categories: () => Promise<CategoryDto[]>;
};

export function createGoodsLoaders(apis: { goods: GoodsApi; categories: CategoryApi; sellers: SellerApi }) {
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
      Promise.all(ids.map((id) => nullIfNotFound(apis.goods.detail(id)).catch(asError))),
    ),
    categories: () => {
      categories ??= apis.categories.list();
      return categories;
    },
  };
  return loaders;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
