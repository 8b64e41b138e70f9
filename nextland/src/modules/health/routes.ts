// https://fastify.dev/docs/latest/Reference/Routes/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ping } from '../../db/client.js';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.js';
import { databaseErrorSummary } from '../../lib/db-errors.js';
import { fail, ok } from '../../lib/envelope.js';
import { t } from '../../lib/messages/index.js';

const READY_TIMEOUT_MS = 2_000;

function withinMs<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work()
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

const status = z.object({ code: z.number(), success: z.boolean(), msg: z.string(), data: z.unknown() });

/**
 * `/health`: the process is up. `/ready`: not stopping, the database answers and every migration is applied.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; isDraining: () => boolean }> = async (
  app,
  { db, isDraining },
) => {
  const expected = expectedMigrationCount();

  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness: the process is up', response: { 200: status } } },
    async (request) => ok(request.lang, { status: 'up' }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: 200 when not stopping, the database answers within 2 s and every migration is applied',
        response: {
          200: status,
          503: status.describe(
            'Not ready: stopping (`data.status` stopping) or not ready (database, migrations)',
          ),
        },
      },
    },
    async (request, reply) => {
      if (isDraining()) {
        return reply.code(503).send(fail(503, t(request.lang, 'unavailable'), { status: 'stopping' }));
      }
      try {
        // A stalled database must not hang the probe (issue 10): not answering in time is "not ready".
        const applied = await withinMs(READY_TIMEOUT_MS, async () => {
          await ping(db);
          return appliedMigrationCount(db);
        });
        if (applied >= expected) return ok(request.lang, { status: 'ready', migrations: applied });
        request.log.warn({ applied, expected }, 'migrations pending');
      } catch (error) {
        request.log.warn({ database: databaseErrorSummary(error) }, 'database not reachable');
      }
      return reply.code(503).send(fail(503, t(request.lang, 'unavailable'), { status: 'not ready' }));
    },
  );
};
