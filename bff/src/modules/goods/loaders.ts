// Per-request loaders: sellers primed from embedded summaries (else one batch per page), one categories list
// per request (shared across anonymous requests, see category-cache.ts), details de-duplicated and batched.
import DataLoader from 'dataloader';
import { nullIfNotFound } from '../../errors.js';
import type { Locale } from '../../locale.js';
import type { CategoryApi } from '../../rest/category-api.js';
import type { CategoryDto, GoodsDetailDto, GoodsSummaryDto, SellerDto } from '../../rest/contract.js';
import { type GoodsApi, goodsDetailBatchMax } from '../../rest/goods-api.js';
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
    // One id (a detail page): the detail route. Several (list records asking for `images` or `description`):
    // one batch call per 100, so a page costs a bounded number of upstream calls whatever its size.
    goodsDetail: new DataLoader(
      async (ids) => {
        const details =
          ids.length === 1 ? [await single(apis.goods, ids[0] ?? '')] : await batch(apis.goods, ids);
        for (const detail of details)
          if (detail && !(detail instanceof Error)) primeSellers(loaders, [detail]);
        return details;
      },
      { maxBatchSize: goodsDetailBatchMax },
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

/** nextland's 404 becomes null; any other failure fails this id only. */
function single(api: GoodsApi, id: string): Promise<GoodsDetailDto | null | Error> {
  return nullIfNotFound(api.detail(id)).catch(asError);
}

/** Unknown and hidden ids are left out of the batch reply: null, as a 404 would be. */
async function batch(api: GoodsApi, ids: readonly string[]): Promise<(GoodsDetailDto | null | Error)[]> {
  try {
    const byId = new Map((await api.details(ids)).map((detail) => [detail.id, detail]));
    return ids.map((id) => byId.get(id) ?? null);
  } catch (error) {
    return ids.map(() => asError(error));
  }
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
