import { REVIEW_LIMITS, reviewPhotos, reviewRating, reviewReply, reviewText } from '@nextland/rules';
import { z } from 'zod';
import { idListQuery } from '../../lib/ids.js';
import { type TimeOrderedList, timeCursorQuery } from '../../lib/keyset.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { reviews } from './schema.js';

export const createReviewBody = z.object({
  orderLineId: z.string().describe('A line of one of my completed orders (anyone else’s is 404)'),
  rating: reviewRating,
  text: reviewText.default('').describe('Plain text up to 500: markup is removed, line breaks kept'),
  photos: reviewPhotos
    .default([])
    .describe('Up to 6 addresses of my own public uploads (`POST …/upload`), in the order to show'),
});
export type CreateReviewBody = z.output<typeof createReviewBody>;

export const replyBody = z.object({
  text: reviewReply.describe(`Plain text, 1–${REVIEW_LIMITS.text}: markup is removed`),
});

/** Newest first: the (seller | goods | work, created_at, id) indexes serve every page, read backwards. */
const listOf = (name: string) =>
  ({ name, table: reviews, createdAt: reviews.createdAt, id: reviews.id, direction: 'desc' }) as const;
export const reviewLists = {
  goods: listOf('goodsReviews'),
  opus: listOf('workReviews'),
  seller: listOf('sellerReviews'),
} satisfies Record<string, TimeOrderedList & { table: typeof reviews }>;
export type ReviewListKind = keyof typeof reviewLists;

const listQuery = (list: TimeOrderedList) =>
  z.object({
    size: pagingQuery.size,
    after: timeCursorQuery(list),
    lang: langQuery,
  });
export const reviewListQueries = {
  goods: listQuery(reviewLists.goods),
  opus: listQuery(reviewLists.opus),
  seller: listQuery(reviewLists.seller),
};

export const idParams = z.object({ id: z.string() });

/** At most this many sellers' summaries per call: one page of a list's distinct sellers. */
export const SELLER_SUMMARIES_MAX = 100;
export const sellerSummariesQuery = z.object({ ids: idListQuery(SELLER_SUMMARIES_MAX), lang: langQuery });

export { langOnlyQuery };
