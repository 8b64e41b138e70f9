// https://fastify.dev/docs/latest/Reference/Routes/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok } from '../../lib/envelope.js';
import { getSellers } from './service.js';
import { sellerBatchQuery, sellerDto } from './validators.js';

export const sellerRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/nextland-site/api/framework/v1/site/seller/batch',
    {
      schema: {
        tags: ['seller'],
        summary: 'Public seller profiles by id (unknown ids omitted)',
        querystring: sellerBatchQuery,
        response: { 200: envelopeOf(z.array(sellerDto)) },
      },
    },
    async (request) => ok(request.lang, await getSellers(db, request.query.ids)),
  );
};
