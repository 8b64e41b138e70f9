// https://fastify.dev/docs/latest/Reference/Routes/ — officials' view of refunds the provider refused for good,
// and their retry (retry.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { parseId } from '../../lib/ids.js';
import { langOnlyQuery, langQuery } from '../../lib/lang-query.js';
import { cappedPageSchema, pagingQuery } from '../../lib/paging.js';
import { requireOfficial, requireUser, signedIn } from '../session/guard.js';
import { failedRefunds, retryRefund } from './retry.js';

export const REFUND_ADMIN = '/nextland-site/api/framework/v1/site/refund';

const failedRefundDto = z.object({
  id: z.string(),
  kind: z
    .enum(['order', 'deposit', 'payment'])
    .describe(
      'order: an order paid back; deposit: an auction deposit released; payment: a payment that arrived with nothing to fulfil',
    ),
  paymentId: z.string().describe('The payment the money goes back to'),
  orderId: z.string().nullable().describe('Null for a deposit or a payment'),
  orderNumber: z.string().nullable(),
  depositId: z.string().nullable().describe('Null for an order or a payment'),
  lot: z
    .object({ goodsId: z.string(), title: z.string() })
    .nullable()
    .describe('A deposit: the lot it was on (addressed by its goods id)'),
  afterSaleId: z.string().nullable().describe('Null for the refund of a payment that arrived after cancel'),
  buyerNickname: z.string().describe("The order's buyer, the deposit's bidder, or the payment's payer"),
  amountFen: z.number().int(),
  attempt: z.number().int().describe('How many times it has been asked for (1 = never retried)'),
  failedAt: z.string(),
});

export const refundAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${REFUND_ADMIN}/failed/page`,
    {
      schema: {
        tags: ['review'],
        security: signedIn,
        summary: 'Officials: refunds the payment provider refused for good, oldest first',
        description: 'Anyone but an official: 403 (as the review queues).',
        querystring: z.object({ ...pagingQuery, lang: langQuery }),
        response: { 200: envelopeOf(cappedPageSchema(failedRefundDto)), ...refusals(403) },
      },
    },
    async (request) => {
      requireOfficial(request);
      const { current, size } = request.query;
      return ok(request.lang, await failedRefunds(db, { current, size }));
    },
  );

  app.post(
    `${REFUND_ADMIN}/retry/:id`,
    {
      schema: {
        tags: ['review'],
        security: signedIn,
        summary: 'Officials: ask the provider again for a failed refund, under a new refund key',
        description: 'Only a failed refund: anything else is 409 and nothing changes; unknown id 404.',
        params: z.object({ id: z.string() }),
        querystring: langOnlyQuery,
        response: {
          200: envelopeOf(z.object({ id: z.string(), status: z.number().int() })),
          ...refusals(403, 404, 409),
        },
      },
    },
    async (request) => {
      requireOfficial(request);
      return ok(request.lang, await retryRefund(db, parseId(request.params.id)));
    },
  );
};
