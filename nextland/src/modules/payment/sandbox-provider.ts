// The embedded payment provider (decision 0019): its own cashier page (sandbox-routes.ts) pays by posting a
// notification signed with HMAC-SHA256 under SANDBOX_PAY_SECRET, checked here like a real provider's.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  InvalidNotificationError,
  type NotificationAck,
  type PaymentNotification,
  type PaymentProvider,
  type RefundRequest,
  type RefundResult,
} from './provider.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_TIMESTAMP_HEADER = 'x-sandbox-timestamp';
/** A notification older (or newer) than this is refused: a captured one cannot be replayed days later. */
const MAX_SKEW_MS = 5 * 60 * 1000;

const notificationBody = z.object({
  paymentId: z.string().regex(/^\d{1,15}$/),
  providerTxnId: z.string().min(1).max(64),
  amountFen: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  paid: z.boolean(),
  paidAt: z.iso.datetime(),
});
export type SandboxNotificationBody = z.input<typeof notificationBody>;

function sign(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** What the cashier sends: the body and its two headers. */
export function signSandboxNotification(secret: string, body: SandboxNotificationBody, now = Date.now()) {
  const raw = JSON.stringify(body);
  const timestamp = String(now);
  return {
    body: raw,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_TIMESTAMP_HEADER]: timestamp,
      [SANDBOX_SIGNATURE_HEADER]: sign(secret, timestamp, raw),
    },
  };
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

export function createSandboxProvider(options: { secret: string; now?: () => number }): PaymentProvider {
  const now = options.now ?? Date.now;
  // Refunds by refund id: a retried refund job is one refund (what a real provider guarantees).
  const refunds = new Map<string, RefundResult>();
  return {
    name: 'sandbox',
    // Its cashier is a page of this app: the URL is made here, not asked of anyone.
    opensOffline: true,
    async createPayment(request) {
      const back = new URLSearchParams({
        return: request.returnUrl,
        ...(request.lang ? { lang: request.lang } : {}),
      });
      return { cashierUrl: `/sandbox-pay/cashier/${encodeURIComponent(request.paymentId)}?${back}` };
    },
    async parseNotification(headers, rawBody): Promise<PaymentNotification> {
      const timestamp = header(headers, SANDBOX_TIMESTAMP_HEADER);
      const given = Buffer.from(header(headers, SANDBOX_SIGNATURE_HEADER), 'hex');
      const expected = Buffer.from(sign(options.secret, timestamp, rawBody), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new InvalidNotificationError('bad signature');
      }
      if (!/^\d{1,15}$/.test(timestamp) || Math.abs(now() - Number(timestamp)) > MAX_SKEW_MS) {
        throw new InvalidNotificationError('stale timestamp');
      }
      let parsed: z.output<typeof notificationBody>;
      try {
        parsed = notificationBody.parse(JSON.parse(rawBody));
      } catch {
        throw new InvalidNotificationError('unreadable body');
      }
      return { ...parsed, paidAt: new Date(parsed.paidAt) };
    },
    async refund(request: RefundRequest) {
      const done = refunds.get(request.refundId) ?? {
        providerRefundId: `sandbox-refund-${randomUUID()}`,
        status: 'SUCCESS' as const,
      };
      refunds.set(request.refundId, done);
      return done;
    },
    acknowledge(): NotificationAck {
      return { status: 200, body: JSON.stringify({ code: 'SUCCESS' }), contentType: 'application/json' };
    },
  };
}
