// https://fastify.dev/docs/latest/Reference/Routes/ — the buyer's payments, and the provider's notifications.
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelopeOf, ok, refusals } from '../../lib/envelope.js';
import { InvalidNotificationError, type RefundNotice } from '../payment/provider.js';
import { requireUser, signedIn, userOf } from '../session/guard.js';
import type { OrderContext } from './context.js';
import { paymentCursorPageDto, paymentDto } from './dto.js';
import { handlePaymentNotification } from './payment-notified.js';
import { listPayments, paymentView } from './payment-view.js';
import { ORDER } from './routes.js';
import { idParams, langOnlyQuery, paymentListQuery } from './validators.js';

const tags = ['order'];

export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', requireUser(db));

  app.get(
    `${ORDER}/payment/list`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: 'My payments (one per checkout, with its orders), newest first, by cursor',
        querystring: paymentListQuery,
        response: { 200: envelopeOf(paymentCursorPageDto) },
      },
    },
    async (request) =>
      ok(request.lang, await listPayments(db, request.lang, userOf(request).id, request.query)),
  );

  app.get(
    `${ORDER}/payment/detail/:id`,
    {
      schema: {
        tags,
        security: signedIn,
        summary: "One of my payments with its orders and, while pending, where to pay; anyone else's is 404",
        params: idParams,
        querystring: langOnlyQuery,
        response: { 200: envelopeOf(paymentDto), ...refusals(404) },
      },
    },
    async (request) =>
      ok(request.lang, await paymentView(db, request.lang, userOf(request).id, request.params.id)),
  );
};

/** Where the provider posts notifications: no client credential (the provider has none), its own signature. */
export const PAY_NOTIFY = '/nextland-pay/notify';

type NotifyOptions = {
  db: Db;
  ctx: OrderContext;
  /** Records a refund's result (the refund module's, passed in by the app: it depends on this module). */
  onRefundNotice: (notice: RefundNotice, log: FastifyBaseLogger) => Promise<unknown>;
};

export const paymentNotifyRoutes: FastifyPluginAsyncZod<NotifyOptions> = async (
  app,
  { db, ctx, onRefundNotice },
) => {
  // The signature covers the exact bytes: keep the body as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.post(
    `${PAY_NOTIFY}/:provider`,
    { schema: { hide: true, params: z.object({ provider: z.string() }) } },
    async (request, reply) => {
      if (request.params.provider !== ctx.provider.name) return reply.code(404).send({ code: 'NOT_FOUND' });
      let notification: Awaited<ReturnType<typeof ctx.provider.parseNotification>>;
      try {
        notification = await ctx.provider.parseNotification(request.headers, String(request.body ?? ''));
      } catch (error) {
        if (!(error instanceof InvalidNotificationError)) throw error;
        request.log.warn({ reason: error.message }, 'payment notification refused');
        return reply.code(401).send({ code: 'FAIL', message: 'invalid notification' });
      }
      if (notification.refund) await onRefundNotice(notification.refund, request.log);
      else await handlePaymentNotification(db, ctx, notification, request.log);
      const ack = ctx.provider.acknowledge();
      return reply.code(ack.status).type(ack.contentType).send(ack.body);
    },
  );
};
