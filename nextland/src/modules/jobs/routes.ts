// https://fastify.dev/docs/latest/Reference/Routes/ — lets tests in another process (e2e, tests/contract) wait
// for queued jobs deterministically, and move the queue's clock instead of sleeping. Not mounted in production.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok } from '../../lib/envelope.js';
import type { Jobs } from './plugin.js';

const advanceBody = z.object({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(366 * 86_400),
  queue: z.string().max(64).optional(),
});

export const jobsDevRoutes: FastifyPluginAsyncZod<{ jobs: Jobs; db: Db }> = async (app, { jobs, db }) => {
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

  app.post(
    '/dev/jobs/advance',
    {
      schema: {
        tags: ['dev'],
        summary:
          "Moves the job queue's clock: every waiting job (of `queue`, or all) falls due `seconds` sooner; then drains",
        querystring: z.object({ lang: z.string().optional() }),
        body: advanceBody,
        response: { 200: envelopeOf(z.object({ moved: z.number().int(), ran: z.number().int() })) },
      },
    },
    async (request) => {
      const { seconds, queue } = request.body;
      // pg-boss decides what is due by `start_after`; moving it is the same as the time passing for the job,
      // and the handlers decide by the state they find, never by the wall clock.
      const moved = await db.execute(sql`
        update pgboss.job set start_after = start_after - make_interval(secs => ${seconds})
        where state in ('created', 'retry') ${queue ? sql`and name = ${queue}` : sql``}`);
      const count =
        (moved as { rowCount?: number; affectedRows?: number }).rowCount ??
        (moved as { affectedRows?: number }).affectedRows ??
        0;
      return ok(request.lang, { moved: count, ran: await jobs.drain() });
    },
  );
};
