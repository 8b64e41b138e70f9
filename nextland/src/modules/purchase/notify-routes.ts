// The provider's notifications: a payment paid (notified.ts) or a refund's result (the refund module's, passed in).
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { InvalidNotificationError, type RefundNotice } from '../payment/provider.js';
import type { PurchaseContext } from './context.js';
import { handlePaymentNotification } from './notified.js';

/** Where the provider posts notifications: no client credential (the provider has none), its own signature. */
export const PAY_NOTIFY = '/nextland-pay/notify';

type NotifyOptions = {
  db: Db;
  ctx: PurchaseContext;
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
