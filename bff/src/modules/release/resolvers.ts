// https://www.apollographql.com/docs/apollo-server/data/resolvers
// The seller's release form (decision 0027 §1): drafts saved step by step, read back to continue, released.
// nextland scopes every id to the caller (someone else's is NOT_FOUND) and checks every rule.

import { nullIfNotFound } from '../../errors.js';
import type { MutationResolvers, QueryResolvers, Resolvers } from '../../generated/graphql.js';
import { attempt } from '../../user-errors.js';
import {
  restKind,
  toGoodsBody,
  toGoodsDraft,
  toLotBody,
  toLotDraft,
  toStatus,
  toWorkBody,
  toWorkDraft,
} from './mappers.js';

const MAX_DRAFTS = 50;

const Query: QueryResolvers = {
  releaseDraft: async (_root, { kind, id }, { dataSources: { release } }) => {
    if (kind === 'LOT') return nullIfNotFound(release.lotDraft(id).then(toLotDraft));
    return kind === 'GOODS'
      ? nullIfNotFound(release.goodsDraft(id).then(toGoodsDraft))
      : nullIfNotFound(release.workDraft(id).then(toWorkDraft));
  },
  myReleaseDrafts: async (_root, { kind, first }, { dataSources: { release } }) => {
    const size = Math.min(Math.max(first ?? 20, 1), MAX_DRAFTS);
    const records = await release.drafts(restKind(kind), size);
    // Goods and lots share nextland's goods list: each form lists its own sale type.
    const saleType = kind === 'LOT' ? 1 : 0;
    const own = kind === 'WORK' ? records : records.filter((record) => record.saleType === saleType);
    return own.map((record) => ({
      id: record.id,
      kind,
      title: record.title,
      coverUrl: record.cover.url,
    }));
  },
};

const Mutation: MutationResolvers = {
  saveReleaseDraft: async (_root, { kind, id, input }, { dataSources: { release } }) => {
    const saved =
      kind === 'LOT'
        ? release.saveLot(id ?? null, toLotBody(input)).then(toLotDraft)
        : kind === 'GOODS'
          ? release.saveGoods(id ?? null, toGoodsBody(input)).then(toGoodsDraft)
          : release.saveWork(id ?? null, toWorkBody(input)).then(toWorkDraft);
    const { value, userErrors } = await attempt(saved);
    return { draft: value, userErrors };
  },
  releaseItem: async (_root, { kind, id }, { dataSources: { release } }) => {
    const { value, userErrors } = await attempt(release.release(restKind(kind), id));
    return { id: value?.id ?? null, status: value ? toStatus(value.status) : null, userErrors };
  },
};

export const releaseResolvers: Resolvers = { Query, Mutation };
