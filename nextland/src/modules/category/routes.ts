// https://fastify.dev/docs/latest/Reference/Routes/

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok } from '../../lib/envelope.js';
import { langOnlyQuery } from '../../lib/lang-query.js';
import { listCategories } from './service.js';
import { categoryDto } from './validators.js';

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/nextland-site/api/framework/v1/site/category/list',
    {
      schema: {
        tags: ['category'],
        summary: 'All categories with localised names and on-sale counts',
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(z.array(categoryDto)) },
      },
    },
    async (request) => ok(request.lang, await listCategories(db, request.lang)),
  );
};
