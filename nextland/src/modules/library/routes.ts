// https://fastify.dev/docs/latest/Reference/Routes/ — my library: the works I own (decision 0023).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok } from '../../lib/envelope.js';
import { timeCursorQuery } from '../../lib/keyset.js';
import { langQuery } from '../../lib/lang-query.js';
import { pagingQuery } from '../../lib/paging.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import { libraryPageDto } from './dto.js';
import { libraryList, listLibrary } from './service.js';

const LIBRARY = '/nextland-customer/api/framework/v1/customer/library';

const libraryQuery = z.object({
  size: pagingQuery.size,
  after: timeCursorQuery(libraryList),
  lang: langQuery,
});

export const libraryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));
  app.get(
    `${LIBRARY}/list`,
    {
      schema: {
        tags: ['library'],
        security: signedIn,
        summary: 'The works I own, newest first, by cursor (only ever my own)',
        querystring: libraryQuery,
        response: { 200: envelopeOf(libraryPageDto) },
      },
    },
    async (request) =>
      ok(request.lang, await listLibrary(db, request.lang, userOf(request).id, request.query)),
  );
};
