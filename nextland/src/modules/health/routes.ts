// https://fastify.dev/docs/latest/Reference/Routes/
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ping } from '../../db/client.js';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.js';
import { fail, ok } from '../../lib/envelope.js';
import { t } from '../../lib/messages/index.js';

const status = z.object({ code: z.number(), success: z.boolean(), msg: z.string(), data: z.unknown() });

/** `/health`: the process is up. `/ready`: the database answers and every migration is applied. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const expected = expectedMigrationCount();

  app.get('/health', { schema: { tags: ['health'], response: { 200: status } } }, async (request) =>
    ok(request.lang, { status: 'up' }),
  );

  app.get(
    '/ready',
    { schema: { tags: ['health'], response: { 200: status, 503: status } } },
    async (request, reply) => {
      try {
        await ping(db);
        const applied = await appliedMigrationCount(db);
        if (applied >= expected) return ok(request.lang, { status: 'ready', migrations: applied });
        request.log.warn({ applied, expected }, 'migrations pending');
      } catch (error) {
        request.log.warn({ err: error }, 'database not reachable');
      }
      return reply.code(503).send(fail(503, t(request.lang, 'unavailable'), { status: 'not ready' }));
    },
  );
};
