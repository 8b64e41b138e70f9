// https://fastify.dev/docs/latest/Reference/Routes/ — the sandbox provider's cashier (decision 0019), mounted
// outside production like the login stand-in. Pay posts a signed notification to nextland's own notify
// route (the same path a real provider's notification takes), then sends the browser back to the web.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { renderCashierPage } from './sandbox-page.js';
import { signSandboxNotification } from './sandbox-provider.js';
import { payments } from './schema.js';
import { PaymentStatus } from './status.js';

/** Where Cancel sends the browser: the web's list of the buyer's orders. */
export const SANDBOX_CANCEL_URL = '/my/order/purchaseOrders';

export type SandboxCashierOptions = { db: Db; secret: string; notifyPath: string };

/** Only a path on the web's own origin: the cashier never redirects anywhere else. */
const localPath = z
  .string()
  .max(500)
  .refine((value) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\'))
  .catch('/');

const params = z.object({ id: z.string().regex(/^\d{1,15}$/) });

function html(reply: FastifyReply, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
    .send(body);
}

export const sandboxCashierRoutes: FastifyPluginAsyncZod<SandboxCashierOptions> = async (app, options) => {
  const { db, secret, notifyPath } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  async function paymentOf(id: string) {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(id)));
    return row;
  }

  app.get(
    '/sandbox-pay/cashier/:id',
    {
      schema: {
        hide: true,
        params,
        querystring: z.object({ return: localPath.optional(), lang: z.string().optional() }),
      },
    },
    async (request, reply) => {
      const payment = await paymentOf(request.params.id);
      if (!payment) return reply.code(404).type('text/plain').send('Unknown payment');
      const state =
        payment.status === PaymentStatus.PENDING
          ? 'pending'
          : payment.status === PaymentStatus.PAID
            ? 'paid'
            : 'closed';
      const view = {
        paymentId: request.params.id,
        amountFen: payment.amountFen,
        state,
        returnUrl: request.query.return ?? '/',
      } as const;
      return html(reply, renderCashierPage(request.lang, view));
    },
  );

  const formBody = z.object({ return: localPath.optional() });

  app.post(
    '/sandbox-pay/cashier/:id/pay',
    { schema: { hide: true, params, body: formBody } },
    async (request, reply) => {
      const payment = await paymentOf(request.params.id);
      if (!payment) return reply.code(404).type('text/plain').send('Unknown payment');
      const signed = signSandboxNotification(secret, {
        paymentId: String(payment.id),
        providerTxnId: `sandbox-${randomUUID()}`,
        amountFen: payment.amountFen,
        paid: true,
        paidAt: new Date().toISOString(),
      });
      const answer = await app.inject({
        method: 'POST',
        url: `${notifyPath}/sandbox`,
        headers: signed.headers,
        payload: signed.body,
      });
      if (answer.statusCode !== 200) {
        request.log.error(
          { status: answer.statusCode, body: answer.body },
          'sandbox notification was refused',
        );
        return reply.code(502).type('text/plain').send('The payment notification was refused');
      }
      return reply.redirect(request.body.return ?? '/', 303);
    },
  );

  app.post(
    '/sandbox-pay/cashier/:id/cancel',
    { schema: { hide: true, params, body: formBody } },
    // Back to the buyer's payments, in the language the return address carries (`/en/…`, `/zh-tw/…`).
    async (request, reply) => {
      const prefix = /^\/(en|zh-tw)(?=\/)/.exec(request.body.return ?? '')?.[0] ?? '';
      return reply.redirect(`${prefix}${SANDBOX_CANCEL_URL}`, 303);
    },
  );
};
