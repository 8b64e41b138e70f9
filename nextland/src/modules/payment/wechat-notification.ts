// https://pay.weixin.qq.com/wiki/doc/apiv3/apis/chapter3_4_5.shtml (payment success notification, native),
// chapter3_4_11.shtml (refund result notification: REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED).
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { InvalidNotificationError, type PaymentNotification, type RefundNotice } from './provider.js';
import { decryptResource } from './wechat-crypto.js';
import { fromOutTradeNo } from './wechat-trade-no.js';
import { wechatSignatureProblem } from './wechat-verifier.js';

const envelopeSchema = z.object({
  id: z.string().min(1),
  create_time: z.string(),
  event_type: z.string().min(1),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.literal('AEAD_AES_256_GCM'),
    ciphertext: z.string().min(1),
    nonce: z.string().min(1),
    associated_data: z.string().optional(),
    original_type: z.string().optional(),
  }),
});

// What we read of the decrypted `transaction` (refund events share out_trade_no, transaction_id, amount).
const resourceSchema = z.object({
  mchid: z.string(),
  appid: z.string().optional(),
  out_trade_no: z.string().min(1),
  transaction_id: z.string().min(1),
  trade_state: z.string().optional(),
  success_time: z.iso.datetime({ offset: true }).optional(),
  refund_id: z.string().optional(),
  out_refund_no: z.string().optional(),
  refund_status: z.string().optional(),
  amount: z.object({
    total: z.number().int().nonnegative(),
    refund: z.number().int().nonnegative().optional(),
    currency: z.string().optional(),
  }),
});
type Resource = z.infer<typeof resourceSchema>;

const REFUND_RESULTS = ['SUCCESS', 'CLOSED', 'ABNORMAL'] as const;

/** A REFUND.* event's result, or undefined for any other event; a refund event missing its facts is refused. */
function refundNotice(event: string, resource: Resource): RefundNotice | undefined {
  if (!event.startsWith('REFUND.')) return undefined;
  const status = REFUND_RESULTS.find((result) => result === resource.refund_status);
  const { out_refund_no: refundKey, refund_id: providerRefundId } = resource;
  const amountFen = resource.amount.refund;
  if (!status || !refundKey || !providerRefundId || amountFen === undefined) {
    throw new InvalidNotificationError('refund notification without its refund, status or amount');
  }
  return { refundKey, providerRefundId, status, amountFen };
}

export type NotificationContext = {
  mchid: string;
  appid: string;
  apiV3Key: Buffer;
  platformKeys: ReadonlyMap<string, KeyObject>;
  now: Date;
};

/**
 * Verifies and decodes one notification. Only `TRANSACTION.SUCCESS` with `trade_state` SUCCESS is paid.
 * Any other event is `paid: false` and keyed by event and refund/transaction id, so that recording it can never
 * make the payment's own later success look like a duplicate; a refund's event also carries its `refund`.
 */
export function parseWechatNotification(
  context: NotificationContext,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): PaymentNotification {
  const problem = wechatSignatureProblem(context.platformKeys, headers, rawBody, context.now);
  if (problem) throw new InvalidNotificationError(problem);

  const envelope = envelopeSchema.safeParse(parseJson(rawBody));
  if (!envelope.success) throw new InvalidNotificationError('not a WeChat Pay v3 notification');
  let plaintext: string;
  try {
    plaintext = decryptResource(context.apiV3Key, envelope.data.resource);
  } catch {
    throw new InvalidNotificationError('resource does not decrypt under the API v3 key');
  }
  const parsed = resourceSchema.safeParse(parseJson(plaintext));
  if (!parsed.success) throw new InvalidNotificationError('decrypted resource is not a transaction');
  const resource = parsed.data;
  const event = envelope.data.event_type;
  const isPayment = event === 'TRANSACTION.SUCCESS';

  if (resource.mchid !== context.mchid) throw new InvalidNotificationError('notification for another mchid');
  if (isPayment && resource.appid !== context.appid)
    throw new InvalidNotificationError('notification for another appid');
  // Payment events must say CNY; refund events carry no currency, but one that does must say CNY too.
  if ((isPayment || resource.amount.currency !== undefined) && resource.amount.currency !== 'CNY') {
    throw new InvalidNotificationError(`unexpected currency ${resource.amount.currency ?? '(none)'}`);
  }
  const paymentId = fromOutTradeNo(resource.out_trade_no);
  if (paymentId === null) throw new InvalidNotificationError('out_trade_no is not one of our payment ids');

  const refund = refundNotice(event, resource);
  const paid = isPayment && resource.trade_state === 'SUCCESS';
  if (paid && !resource.success_time) throw new InvalidNotificationError('paid without success_time');
  return {
    paymentId,
    providerTxnId: paid
      ? resource.transaction_id
      : `${event}:${resource.refund_id ?? resource.transaction_id}`,
    amountFen: resource.amount.total,
    paid,
    // success_time is required when paid; otherwise the notification's own time, if it reads as one.
    paidAt: validDate(resource.success_time ?? envelope.data.create_time) ?? context.now,
    ...(refund ? { refund } : {}),
  };
}

function validDate(text: string): Date | null {
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
