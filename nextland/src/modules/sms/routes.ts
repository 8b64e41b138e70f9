// https://fastify.dev/docs/latest/Reference/Routes/ — developer view of the SMS stand-in (not in production).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '../../lib/envelope.js';
import type { OutboxSmsProvider } from './provider.js';

export const smsOutboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxSmsProvider }> = async (
  app,
  { outbox },
) => {
  app.get(
    '/dev/sms/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages recorded by the SMS stand-in, newest first (not mounted in production)',
        querystring: z.object({ phone: z.string().max(16), lang: z.string().optional() }),
        response: {
          200: envelopeOf(
            z.array(z.object({ phone: z.string(), text: z.string(), code: z.string(), sentAt: z.string() })),
          ),
        },
      },
    },
    async (request) => ok(request.lang, outbox.forPhone(request.query.phone)),
  );
};
