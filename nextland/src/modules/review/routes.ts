// https://fastify.dev/docs/latest/Reference/Routes/ — ratings and reviews (decision 0027 §4): the buyer's
// review of a completed order line and the seller's reply (scoped to the caller: others' are 404), and the
// public pages of an item's or a seller's reviews.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { orderReviewsDto, reviewDto, reviewPageDto, sellerRatingSummaryDto } from './dto.js';
import { orderReviews, reviewById, reviewPage, sellerRatingSummaries } from './queries.js';
import { createReview, type ReviewDeps, replyToReview } from './service.js';
import {
  createReviewBody,
  idParams,
  langOnlyQuery,
  replyBody,
  reviewListQueries,
  SELLER_SUMMARIES_MAX,
  sellerSummariesQuery,
} from './validators.js';

export const REVIEW = '/nextland-customer/api/framework/v1/customer/order/review';
// Not `…/site/review`: that is the officials' queue of releases (selling/review.ts).
const SITE_REVIEW = '/nextland-site/api/framework/v1/site/ratings';
const tags = ['review'];

export const reviewRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (mine, deps) => {
  mine.addHook('onRequest', requireUser(deps.db));

  mine.post(
    `${REVIEW}/create`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Review a line of my completed order: 1–5 stars, plain text, up to 6 photos',
        description:
          'Once per line, within 30 days of the order’s completion: an order not completed is 409 ' +
          '`review.notCompleted`, past the window 409 `review.windowClosed`, a second review 409 ' +
          '`review.already` (nothing changes). A photo that is not my own public upload is 400 on ' +
          '`photos.{i}`. Another user’s line: 404. Markup in the text is removed; the seller is told.',
        querystring: langOnlyQuery,
        body: createReviewBody,
        response: { 200: envelopeOf(reviewDto), ...refusals(404, 409) },
      },
    },
    async (request) => {
      const id = await createReview(deps, request.lang, userOf(request).id, request.body);
      return ok(request.lang, await reviewById(deps.db, id));
    },
  );

  mine.get(
    `${REVIEW}/order/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'The lines of my order with their reviews, and which I may still review',
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(orderReviewsDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await orderReviews(deps.db, { id: userOf(request).id, role: 'buyer' }, request.params.id),
      ),
  );

  mine.get(
    `${REVIEW}/seller/order/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'The reviews of an order of my goods or works, line by line',
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(orderReviewsDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await orderReviews(deps.db, { id: userOf(request).id, role: 'seller' }, request.params.id),
      ),
  );

  mine.post(
    `${REVIEW}/seller/reply/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'Reply once to a review of my order',
        description:
          'A second reply is 409 `review.alreadyReplied` (nothing changes); a review of someone else’s order ' +
          '404; text empty once markup is removed 400 on `text`. The buyer is told.',
        params: idParams,
        querystring: langOnlyQuery,
        body: replyBody,
        response: { 200: envelopeOf(reviewDto), ...refusals(404, 409) },
      },
    },
    async (request) => {
      await replyToReview(deps, request.lang, userOf(request).id, request.params.id, request.body.text);
      return ok(request.lang, await reviewById(deps.db, parseId(request.params.id) ?? 0));
    },
  );
};

/** The public pages: no session needed. */
export const publicReviewRoutes: FastifyPluginAsyncZod<{ db: ReviewDeps['db'] }> = async (app, { db }) => {
  app.get(
    `${SITE_REVIEW}/sellers`,
    {
      schema: {
        tags,
        summary: 'Sellers’ rating summaries by id, in one call (unknown ids omitted)',
        description:
          'What a list shows beside each seller: the count and average of all their reviews. Up to ' +
          `${SELLER_SUMMARIES_MAX} ids; malformed ids or more: 400 on \`ids\`.`,
        querystring: sellerSummariesQuery,
        response: { 200: envelopeOf(z.array(sellerRatingSummaryDto)) },
      },
    },
    async (request) => ok(request.lang, await sellerRatingSummaries(db, request.query.ids)),
  );
  for (const kind of ['goods', 'opus', 'seller'] as const) {
    const what = { goods: 'a goods item', opus: 'a work', seller: 'a seller (all their items)' }[kind];
    app.get(
      `${SITE_REVIEW}/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Reviews of ${what}, newest first, by cursor, with the average over all of them`,
          description: 'An unknown or deleted item, or an unknown seller: 404.',
          params: idParams,
          querystring: reviewListQueries[kind],
          response: { 200: envelopeOf(reviewPageDto), ...refusals(404) },
        },
      },
      async (request) => ok(request.lang, await reviewPage(db, kind, request.params.id, request.query)),
    );
  }
};
