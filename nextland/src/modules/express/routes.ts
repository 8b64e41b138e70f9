// https://fastify.dev/docs/latest/Reference/Routes/ — a seller's no-postage (free shipping) entries.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { cursorPageSchema, cursorRecord } from '../../lib/cursor.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { pageSchema } from '../../lib/paging.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { createExpress, deleteExpress, listExpress, listExpressByCursor } from './service.js';
import { createExpressBody, expressCursorPageQuery, expressDto, expressPageQuery } from './validators.js';

const EXPRESS = '/nextland-customer/api/framework/v1/customer/express';

export const expressRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${EXPRESS}/page`,
    {
      schema: {
        tags: ['express'],
        security: signedIn,
        summary: 'My no-postage entries, newest first',
        querystring: expressPageQuery,
        response: { 200: envelopeOf(pageSchema(expressDto)) },
      },
    },
    async (request) =>
      ok(request.lang, await listExpress(db, request.lang, userOf(request).id, request.query)),
  );

  app.get(
    `${EXPRESS}/cursor-page`,
    {
      schema: {
        tags: ['express'],
        security: signedIn,
        summary: 'My no-postage entries by cursor, newest first',
        description:
          'Keyset paging: pass `nextCursor` back as `after` for the next page. `total` is exact up to 2,000, ' +
          "then 2,000 with `totalRelation: AT_LEAST`. Another list's cursor is a 400 on `after`.",
        querystring: expressCursorPageQuery,
        response: {
          200: envelopeOf(cursorPageSchema(cursorRecord(expressDto, 'ExpressCursorRecord'))),
        },
      },
    },
    async (request) =>
      ok(request.lang, await listExpressByCursor(db, request.lang, userOf(request).id, request.query)),
  );

  app.post(
    `${EXPRESS}/create`,
    {
      schema: {
        tags: ['express'],
        security: signedIn,
        summary: 'Create a no-postage entry (minCount and/or minAmount)',
        querystring: langOnlyQuery,
        body: createExpressBody,
        response: { 200: envelopeOf(expressDto) },
      },
    },
    async (request) =>
      ok(request.lang, await createExpress(db, request.lang, userOf(request).id, request.body)),
  );

  app.post(
    `${EXPRESS}/delete/:id`,
    {
      schema: {
        tags: ['express'],
        security: signedIn,
        summary: "Delete one of my no-postage entries; another user's is 404",
        params: z.object({ id: z.string() }),
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.null()), ...refusals(404) },
      },
    },
    async (request) => {
      await deleteExpress(db, userOf(request).id, parseId(request.params.id));
      return ok(request.lang, null);
    },
  );
};
