// https://fastify.dev/docs/latest/Reference/Routes/ — the sandbox provider's cashier (decision 0019), mounted
// outside production like the login stand-in. Pay posts a signed notification to nextland's own notify
// route (the same path a real provider's notification takes), then sends the browser back to the web.
// Only the payer sees or pays a payment (issue 26: anyone could pay any payment by its id): the cashier is on
// the web's origin, where the browser holds the session's `token` cookie, and it answers only its owner.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { signSandboxNotification } from '../payment/service.js';
import { PaymentStatus } from '../payment/status.js';
import { authenticate } from '../session/service.js';
import { renderCashierPage } from './sandbox-page.js';
import { payments } from './schema.js';

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

/** The session's access token: the BFF's httpOnly `token` cookie, sent with every request to the web's origin. */
function sessionToken(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'token') return decodeURIComponent(value.join('='));
  }
  return null;
}

export const sandboxCashierRoutes: FastifyPluginAsyncZod<SandboxCashierOptions> = async (app, options) => {
  const { db, secret, notifyPath } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  /** The payment when the request's session is its payer's; anyone else's (or no session) is unknown. */
  async function paymentOf(request: FastifyRequest, id: string) {
    const user = await authenticate(db, sessionToken(request)).catch(() => null);
    if (!user) return undefined;
    const [row] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.id, Number(id)), eq(payments.customerId, user.id)));
    return row;
  }

  const unknown = (reply: FastifyReply) =>
    reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .send('Unknown payment, or not yours: open it from your orders while logged in.');

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
      const payment = await paymentOf(request, request.params.id);
      if (!payment) return unknown(reply);
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
      const payment = await paymentOf(request, request.params.id);
      if (!payment) return unknown(reply);
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
