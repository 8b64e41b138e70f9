// https://fastify.dev/docs/latest/Reference/Routes/ — a seller's moves on their goods and works (the spec's
// paths, decision 0027 §1) and the officials' review of releases (§2).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { cappedPageSchema } from '../../lib/paging.js';
import { goodsSummaryDto } from '../goods/dto.js';
import { requireOfficial, requireUser, signedIn, userOf } from '../session/guard.js';
import { workCursorRecordDto } from '../work/dto.js';
import type { ItemKind } from './items.js';
import { deleteItem, releaseItem, takeOffShelf } from './moves.js';
import { decideRelease, releaseQueue } from './review.js';
import { managedCounts } from './service.js';
import {
  bulkResultDto,
  itemIdParams,
  movedDto,
  offShelfBody,
  rejectReleaseBody,
  releaseQueueQuery,
  statusCountsDto,
} from './validators.js';

const SITE = '/nextland-site/api/framework/v1/site';

/** The spec gives goods' delete as `/site/delete/{id}`; works follow their own prefix. */
const PATHS: Record<ItemKind, { prefix: string; delete: string; tag: string; noun: string }> = {
  goods: { prefix: `${SITE}/goods`, delete: `${SITE}/delete/:id`, tag: 'goods', noun: 'goods' },
  opus: { prefix: `${SITE}/opus`, delete: `${SITE}/opus/delete/:id`, tag: 'works', noun: 'work' },
};

const queueRecord = {
  goods: goodsSummaryDto.extend({ submittedAt: z.string().describe('When it was released for review') }),
  opus: workCursorRecordDto
    .omit({ cursor: true })
    .extend({ submittedAt: z.string().describe('When it was released for review') }),
};

export const sellingRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.addHook('onRequest', requireUser(db));

  for (const kind of ['goods', 'opus'] as const) {
    const { prefix, tag, noun } = PATHS[kind];
    const tags = [tag];

    app.get(
      `${prefix}/manage/counts`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `How many of my ${noun} are in each status (the management tabs)`,
          description:
            'Deleted items are not counted. One grouped count over the seller’s rows of a partial index; exact. ' +
            'Needs a live session (506/507 without one), not real-name verification: an unverified account simply ' +
            'has none.',
          querystring: langOnlyQuery,
          response: { 200: envelopeOf(statusCountsDto) },
        },
      },
      async (request) => ok(request.lang, await managedCounts(db, kind, userOf(request).id)),
    );

    app.post(
      `${prefix}/release/:id`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Release my ${noun}: put on sale, or into review`,
          description:
            'Draft, rejected or off sale → under review (1) when the category needs review, else → on sale (3); ' +
            "an official's own item → on sale. Real-name verified sellers only (403). Someone else's, deleted " +
            'or unknown: 404. Any other status: 409, nothing changes. A lot (sale type 1) also needs its auction ' +
            'step whole (400 on `auction.*`, judged by the auction clock); on sale, its lot and timers start.',
          params: itemIdParams,
          querystring: langOnlyQuery,
          response: { 200: envelopeOf(movedDto), ...refusals(403, 404, 409) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          await releaseItem(db, request.lang, userOf(request), kind, parseId(request.params.id), clock.now()),
        ),
    );

    app.post(
      `${prefix}/off-shelf`,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Take 1–100 of my ${noun} off sale (on sale → off sale), answered per item`,
          description:
            'HTTP 200 even when some items fail: each is its own transaction, and its entry says `ok`, or the ' +
            '`code` (404 not mine or unknown, 409 not on sale) and a translated `message`. Unverified sellers: 403.',
          querystring: langOnlyQuery,
          body: offShelfBody,
          response: { 200: envelopeOf(bulkResultDto), ...refusals(403, 404, 409) },
        },
      },
      async (request) =>
        ok(request.lang, await takeOffShelf(db, request.lang, userOf(request), kind, request.body.ids)),
    );

    app.post(
      PATHS[kind].delete,
      {
        schema: {
          tags,
          security: signedIn,
          summary: `Delete my ${noun} (soft delete)`,
          description:
            'Only a draft, rejected or off-sale item with no order awaiting payment, shipment or delivery; else ' +
            '409. Its likes, collects and cart lines go with it; orders keep showing it.',
          params: itemIdParams,
          querystring: langOnlyQuery,
          response: { 200: envelopeOf(z.null()), ...refusals(403, 404, 409) },
        },
      },
      async (request) => {
        await deleteItem(db, userOf(request), kind, parseId(request.params.id));
        return ok(request.lang, null);
      },
    );

    app.get(
      `${SITE}/review/${kind}/page`,
      {
        schema: {
          tags: ['review'],
          security: signedIn,
          summary: `Officials: ${noun} under review, oldest submission first`,
          description: 'Anyone but an official: 403 (as the verification queue).',
          querystring: releaseQueueQuery,
          response: { 200: envelopeOf(cappedPageSchema(queueRecord[kind])), ...refusals(403) },
        },
      },
      async (request) => {
        requireOfficial(request);
        const { current, size } = request.query;
        return ok(request.lang, await releaseQueue(db, request.lang, kind, { current, size }));
      },
    );

    app.post(
      `${SITE}/review/${kind}/approve/:id`,
      {
        schema: {
          tags: ['review'],
          security: signedIn,
          summary: `Officials: approve ${noun} under review (→ on sale); the seller gets a message`,
          description: 'No longer under review: 409, nothing changes.',
          params: itemIdParams,
          querystring: langOnlyQuery,
          response: { 200: envelopeOf(movedDto), ...refusals(403, 404, 409) },
        },
      },
      async (request) => {
        requireOfficial(request);
        const id = parseId(request.params.id);
        return ok(request.lang, await decideRelease(db, kind, id, { approve: true }, clock.now()));
      },
    );

    app.post(
      `${SITE}/review/${kind}/reject/:id`,
      {
        schema: {
          tags: ['review'],
          security: signedIn,
          summary: `Officials: reject ${noun} under review (→ rejected) with a reason sent to the seller`,
          description: 'No longer under review: 409, nothing changes.',
          params: itemIdParams,
          querystring: langOnlyQuery,
          body: rejectReleaseBody,
          response: { 200: envelopeOf(movedDto), ...refusals(403, 404, 409) },
        },
      },
      async (request) => {
        requireOfficial(request);
        const decision = { approve: false as const, reason: request.body.reason };
        return ok(request.lang, await decideRelease(db, kind, parseId(request.params.id), decision));
      },
    );
  }
};
