// https://www.apollographql.com/docs/apollo-server/data/resolvers
// Thin resolvers: args -> REST client -> mapper. nextland embeds each work's seller, so a page is one call.

import { nullIfNotFound } from '../../errors.js';
import type { QueryResolvers, Resolvers, WorkResolvers, Work as WorkType } from '../../generated/graphql.js';
import { resolversOver } from '../base/default-fields.js';
import { toLanguage } from '../base/language.js';
import { toMoney } from '../base/money.js';
import { toConnection, toCursorQuery } from '../base/paging.js';
import {
  toLibraryItem,
  toLicenceCode,
  toMediaType,
  toWorkListQuery,
  toWorkStatus,
  type WorkParent,
} from './mappers.js';

const Query: QueryResolvers = {
  worksConnection: async (_root, { filter, first, after, withUserFlags }, { dataSources }) =>
    toConnection(
      await dataSources.works.cursorPage({
        ...toWorkListQuery(filter, withUserFlags),
        ...toCursorQuery(first, after),
      }),
    ),
  // nextland's 404 (unknown, malformed or not visible) becomes null, as the schema promises.
  work: (_root, { id }, { dataSources }) => nullIfNotFound(dataSources.works.detail(id)),
  // Only ever the viewer's own: nextland scopes the list to the session's user.
  myLibrary: async (_root, { first, after }, { dataSources }) => {
    const page = toConnection(await dataSources.library.list(toCursorQuery(first ?? 20, after)));
    return { ...page, edges: page.edges.map(({ cursor, node }) => ({ cursor, node: toLibraryItem(node) })) };
  },
};

// The fields without a resolver (id, title, description, translated, editions, counts, flags, createdAt) are
// nextland's: resolversOver checks them against the generated DTO types.
const Work = resolversOver<WorkType, WorkParent, WorkResolvers>()({
  lang: (work) => toLanguage(work.lang),
  originalLang: (work) => toLanguage(work.originalLang),
  mediaType: (work) => toMediaType(work.mediaType),
  licence: (work) => ({ code: toLicenceCode(work.licence), name: work.licenceName }),
  status: (work) => toWorkStatus(work.status),
  price: (work) => toMoney(work.price),
  // Page records carry the cover only; the detail has the gallery.
  images: (work) => work.images ?? [work.cover],
  category: (work) =>
    work.categoryId === null ? null : { id: work.categoryId, name: work.categoryName ?? '' },
  seller: (work) => work.seller,
});

export const workResolvers: Resolvers = { Query, Work };
