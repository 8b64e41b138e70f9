// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Thin resolvers: args -> REST client or loader -> mapper. Sellers and categories never cost a call per record.
import type {
  CategoryResolvers,
  Category as CategoryType,
  GoodsFilter,
  GoodsResolvers,
  Goods as GoodsType,
  QueryResolvers,
  Resolvers,
  SellerResolvers,
  Seller as SellerType,
} from '../../generated/graphql.js';
import type { GoodsCursorPageQuery, GoodsPageQuery } from '../../rest/goods-api.js';
import { toAccountType } from '../base/account-type.js';
import { toAuction } from '../base/auction.js';
import { resolversOver } from '../base/default-fields.js';
import { toLanguage } from '../base/language.js';
import { toMoney } from '../base/money.js';
import { toConnection } from '../base/paging.js';
import { type GoodsLoaders, primeSellers } from './loaders.js';
import {
  type CategoryParent,
  fromSaleType,
  fromSort,
  type GoodsParent,
  type SellerParent,
  toCategoryParent,
  toGoodsStatus,
  toPageInfo,
  toSaleType,
} from './mappers.js';

/** The REST filters of a GraphQL goods filter (shared by both list fields). */
function toListQuery(filter: GoodsFilter | null | undefined, withUserFlags: boolean | null | undefined) {
  return {
    keyword: filter?.keyword || undefined,
    categoryId: filter?.categoryId ?? undefined,
    saleType: filter?.saleType ? fromSaleType(filter.saleType) : undefined,
    sort: filter?.sort ? fromSort(filter.sort) : undefined,
    isAuthUserCollect: withUserFlags ?? undefined,
    isAuthUserLike: withUserFlags ?? undefined,
    // Only `true` is sent: nextland then needs the session (UNAUTHENTICATED without one).
    likedByMe: filter?.likedByMe || undefined,
    collectedByMe: filter?.collectedByMe || undefined,
  };
}

const Query: QueryResolvers = {
  goodsConnection: async (_root, { filter, first, after, withUserFlags }, { dataSources, loaders }) => {
    const query: GoodsCursorPageQuery = {
      ...toListQuery(filter, withUserFlags),
      size: first ?? 10,
      after: after ?? undefined,
    };
    const result = await dataSources.goods.cursorPage(query);
    primeSellers(loaders, result.records);
    return toConnection(result);
  },
  goodsPage: async (_root, { filter, page, withUserFlags }, { dataSources, loaders }) => {
    const query: GoodsPageQuery = {
      ...toListQuery(filter, withUserFlags),
      current: page?.current ?? 1,
      size: page?.size ?? 10,
    };
    const result = await dataSources.goods.page(query);
    primeSellers(loaders, result.records);
    return { records: result.records, pageInfo: toPageInfo(result) };
  },
  // The loader turns nextland's 404 into null, as the schema promises.
  goods: (_root, { id }, { loaders }) => loaders.goodsDetail.load(id),
  categories: (_root, _args, { loaders }) => loaders.categories(),
};

// Page records are summaries without description and images: those two fields fetch the details, batched
// (one call per 100 records, loaders.ts), and the cost limit charges them extra (graphql/cost.ts).
// The fields without a resolver (id, title, translated, stock, counts, flags, createdAt) are nextland's: resolversOver checks
// them against the generated DTO types.
const Goods = resolversOver<GoodsType, GoodsParent, GoodsResolvers>()({
  lang: (goods) => toLanguage(goods.lang),
  originalLang: (goods) => toLanguage(goods.originalLang),
  saleType: (goods) => toSaleType(goods.saleType),
  status: (goods) => toGoodsStatus(goods.status),
  price: (goods) => toMoney(goods.price),
  auction: (goods) => (goods.auction ? toAuction(goods.auction) : null),
  category: (goods) => toCategoryParent(goods),
  // goodsPage and the detail loader prime the loader with nextland's embedded sellers; the batch call is the
  // fallback for records without one.
  seller: (goods, _args, { loaders }) => loaders.seller.load(goods.sellerId),
  description: async (goods, _args, { loaders }) =>
    goods.description ?? (await loaders.goodsDetail.load(goods.id))?.description ?? '',
  images: async (goods, _args, { loaders }) =>
    goods.images ?? (await loaders.goodsDetail.load(goods.id))?.images ?? [goods.cover],
});

// `rating` is the review module's (modules/review/resolvers.ts).
const Seller = resolversOver<Omit<SellerType, 'rating'>, SellerParent, SellerResolvers>()({
  type: (seller) => toAccountType(seller.type),
});

// Embedded categories only know id and name; the list is fetched once per request when more is asked.
const Category = resolversOver<CategoryType, CategoryParent, CategoryResolvers>()({
  code: async (category, _args, { loaders }) =>
    category.code ?? (await findCategory(category.id, loaders))?.code ?? '',
  goodsCount: async (category, _args, { loaders }) => {
    const listed = category.goodsCountRelation ? category : await findCategory(category.id, loaders);
    return { value: listed?.goodsCount ?? 0, relation: listed?.goodsCountRelation ?? 'EXACT' };
  },
});

async function findCategory(id: string, loaders: GoodsLoaders) {
  const categories = await loaders.categories();
  return categories.find((category) => category.id === id);
}

export const goodsResolvers: Resolvers = {
  Query,
  Goods,
  Seller,
  Category,
};
