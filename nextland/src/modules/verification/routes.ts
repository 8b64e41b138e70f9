// https://fastify.dev/docs/latest/Reference/Routes/ — real-name, creator and organisation verification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { pageSchema } from '../../lib/paging.js';
import { requireOfficial, requireUser, signedIn, userOf } from '../session/guard.js';
import { applyRealName } from './real-name.js';
import { decide, reviewQueue, reviewQueueByCursor } from './review.js';
import { apply, ownApplication, reviewStatus } from './service.js';
import {
  applicationDto,
  creatorBody,
  idParams,
  orgBody,
  realNameBody,
  rejectBody,
  reviewCursorPageQuery,
  reviewPageQuery,
  statusDto,
} from './validators.js';

const V1 = '/nextland-customer/api/framework/v1';

export const verificationRoutes: FastifyPluginAsyncZod<{ db: Db; authSecret: string }> = async (
  app,
  opts,
) => {
  const { db, authSecret } = opts;
  app.addHook('onRequest', requireUser(db));

  app.post(
    `${V1}/customer/realname`,
    {
      schema: {
        tags: ['verification'],
        security: signedIn,
        summary:
          'Apply for real-name verification: name, ID number, both sides of the ID card (reviewed by officials)',
        querystring: langOnlyQuery,
        body: realNameBody,
        response: { 200: envelopeOf(applicationDto), ...refusals(409) },
      },
    },
    async (request) =>
      ok(request.lang, await applyRealName(db, authSecret, request.lang, userOf(request), request.body)),
  );

  for (const [kind, body] of [
    ['creator', creatorBody],
    ['org', orgBody],
  ] as const) {
    app.post(
      `${V1}/customer/auth/${kind}`,
      {
        schema: {
          tags: ['verification'],
          security: signedIn,
          summary: `Apply for ${kind} verification (reviewed by officials)`,
          querystring: langOnlyQuery,
          body,
          response: { 200: envelopeOf(applicationDto), ...refusals(403, 409) },
        },
      },
      async (request) => ok(request.lang, await apply(db, request.lang, userOf(request), kind, request.body)),
    );
  }

  app.get(
    `${V1}/customer/info/is/reviewed`,
    {
      schema: {
        tags: ['verification'],
        security: signedIn,
        summary: 'Review status per kind: 0 not submitted, 1 under review, 2 approved, 3 rejected',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(statusDto) },
      },
    },
    async (request) => ok(request.lang, await reviewStatus(db, userOf(request))),
  );

  app.get(
    `${V1}/customer/auth/application/:id`,
    {
      schema: {
        tags: ['verification'],
        security: signedIn,
        summary: 'One of my applications',
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(applicationDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await ownApplication(db, userOf(request).id, parseId(request.params.id))),
  );

  app.get(
    `${V1}/review/page`,
    {
      schema: {
        tags: ['review'],
        security: signedIn,
        summary: 'Officials: the verification queue (oldest first)',
        querystring: reviewPageQuery,
        response: { 200: envelopeOf(pageSchema(applicationDto)), ...refusals(403) },
      },
    },
    async (request) => {
      requireOfficial(request);
      const { kind, status, current, size } = request.query;
      return ok(request.lang, await reviewQueue(db, { kind, status }, { current, size }));
    },
  );

  app.get(
    `${V1}/review/cursor-page`,
    {
      schema: {
        tags: ['review'],
        security: signedIn,
        summary: 'Officials: the verification queue by cursor (oldest first)',
        description:
          'Keyset paging: pass `nextCursor` back as `after` for the next page; a decision in between does not ' +
          'shift it. `total` is exact up to 2,000, then 2,000 with `totalRelation: AT_LEAST`. Another ' +
          "list's cursor is a 400 on `after`.",
        querystring: reviewCursorPageQuery,
        response: {
          200: envelopeOf(cursorPageSchema(cursorRecord(applicationDto, 'ApplicationCursorRecord'))),
          ...refusals(403),
        },
      },
    },
    async (request) => {
      requireOfficial(request);
      const { kind, status, size, after } = request.query;
      return ok(request.lang, await reviewQueueByCursor(db, { kind, status }, { size, after }));
    },
  );

  app.post(
    `${V1}/review/approve/:id`,
    {
      schema: {
        tags: ['review'],
        security: signedIn,
        summary:
          'Officials: approve an application under review (the account type changes); the applicant is told',
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(applicationDto), ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const official = requireOfficial(request);
      return ok(
        request.lang,
        await decide(db, request.lang, official.id, parseId(request.params.id), { approve: true }),
      );
    },
  );

  app.post(
    `${V1}/review/reject/:id`,
    {
      schema: {
        tags: ['review'],
        security: signedIn,
        summary: 'Officials: reject an application under review with a reason the applicant is told',
        params: idParams,
        querystring: langOnlyQuery,
        body: rejectBody,
        response: { 200: envelopeOf(applicationDto), ...refusals(403, 404, 409) },
      },
    },
    async (request) => {
      const official = requireOfficial(request);
      const decided = await decide(db, request.lang, official.id, parseId(request.params.id), {
        approve: false,
        reason: request.body.reason,
      });
      return ok(request.lang, decided);
    },
  );
};
