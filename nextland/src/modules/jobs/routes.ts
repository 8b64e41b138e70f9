// https://fastify.dev/docs/latest/Reference/Routes/ — lets tests in another process (e2e, tests/contract) wait
// for queued jobs deterministically. Not mounted in production.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.js';
import type { Jobs } from './plugin.js';

export const jobsDevRoutes: FastifyPluginAsyncZod<{ jobs: Jobs }> = async (app, { jobs }) => {
  app.post(
    '/dev/jobs/drain',
    {
      schema: {
        tags: ['dev'],
        summary: 'Runs every due job to completion and answers how many ran (not mounted in production)',
        querystring: z.object({ lang: z.string().optional() }),
        response: { 200: envelopeOf(z.object({ ran: z.number().int() })) },
      },
    },
    async (request) => ok(request.lang, { ran: await jobs.drain() }),
  );
};
