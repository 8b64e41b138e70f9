// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The seller's management lists and moves, and the officials' review of releases (decision 0027 §1–2). Moves
// answer `userErrors` for nextland's expected refusals (403 not verified, 404, 409), as the other mutations do.
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import {
  fromGoodsStatus,
  toGoodsStatus,
  toItemResult,
  toManagedItem,
  toMovedItem,
  toReleaseReviewItem,
  toSellingKind,
} from './mappers.js';

const Query: QueryResolvers = {
  // Only ever the viewer's own: nextland scopes the management view to the session's user.
  myItems: async (_root, { kind, status, first, after }, { dataSources }) => {
    const query = {
      ...toCursorQuery(first ?? 20, after),
      ...(status ? { status: fromGoodsStatus(status) } : {}),
    };
    const page =
      kind === 'OPUS' ? await dataSources.selling.myWorks(query) : await dataSources.selling.myGoods(query);
    const records = page.records.map((record) => ({ ...toManagedItem(kind, record), cursor: record.cursor }));
    return toConnection({ ...page, records });
  },
  myItemCounts: async (_root, { kind }, { dataSources }) => {
    const counts = await dataSources.selling.counts(toSellingKind(kind));
    return {
      all: counts.all,
      statuses: counts.statuses.map(({ status, count }) => ({ status: toGoodsStatus(status), count })),
    };
  },
  releaseReviewQueue: async (_root, { kind, page }, { dataSources }) => {
    const query = { current: page?.current ?? 1, size: page?.size ?? 10 };
    const queue =
      kind === 'OPUS'
        ? await dataSources.selling.worksQueue(query)
        : await dataSources.selling.goodsQueue(query);
    const records = (queue.records as Parameters<typeof toReleaseReviewItem>[1][]).map((record) =>
      toReleaseReviewItem(kind, record),
    );
    return {
      records,
      pageInfo: {
        current: queue.current,
        size: queue.size,
        total: queue.total,
        pages: queue.pages,
        hasNext: queue.hasNext,
      },
    };
  },
};

const Mutation: MutationResolvers = {
  releaseMyItem: async (_root, { kind, id }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.selling.release(toSellingKind(kind), id));
    return { item: value && toMovedItem(kind, value), userErrors };
  },
  takeMyItemsOffSale: async (_root, { kind, ids }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.selling.offShelf(toSellingKind(kind), ids));
    return { results: (value ?? []).map(toItemResult), userErrors };
  },
  deleteMyItem: async (_root, { kind, id }, { dataSources }) => {
    const { userErrors } = await attempt(dataSources.selling.remove(toSellingKind(kind), id));
    return { deletedId: userErrors.length === 0 ? id : null, userErrors };
  },
  approveRelease: async (_root, { kind, id }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.selling.approve(toSellingKind(kind), id));
    return { item: value && toMovedItem(kind, value), userErrors };
  },
  rejectRelease: async (_root, { kind, id, reason }, { dataSources }) => {
    const { value, userErrors } = await attempt(dataSources.selling.reject(toSellingKind(kind), id, reason));
    return { item: value && toMovedItem(kind, value), userErrors };
  },
};

export const sellingResolvers: Resolvers = { Query, Mutation };
