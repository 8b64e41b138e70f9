// WeChat Pay API v3 as a PaymentProvider (decision 0021): Native (QR) and JSAPI payments, notifications, refunds.
// https://pay.weixin.qq.com/wiki/doc/apiv3/apis/chapter3_4_1.shtml (native), chapter3_1_1.shtml (jsapi),
// chapter3_4_9.shtml (refunds).
import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import {
  type CreatePaymentRequest,
  type CreatePaymentResult,
  type NotificationAck,
  type PaymentNotification,
  type PaymentProvider,
  RefundRefusedError,
  type RefundRequest,
  type RefundResult,
} from './provider.js';
import { type WechatClientOptions, WechatPayError, wechatGet, wechatPost } from './wechat-client.js';
import { beijingRfc3339, rsaPrivateKey, rsaPublicKey } from './wechat-crypto.js';
import { parseWechatNotification } from './wechat-notification.js';
import { toOutTradeNo } from './wechat-trade-no.js';
import { normalizeSerial } from './wechat-verifier.js';

export { WechatPayError } from './wechat-client.js';

export const WECHAT_PAY_API_BASE = 'https://api.mch.weixin.qq.com';

export type WechatPayOptions = {
  mchid: string;
  appid: string;
  /** The 32-byte API v3 key set in the merchant platform (decrypts notifications). */
  apiV3Key: string;
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  merchantSerialNo: string;
  merchantPrivateKeyPem: string;
  /** Platform certificates (or their public keys) by serial number: they verify WeChat's signatures. */
  platformCertificates?: { serialNo: string; publicKeyPem: string }[];
  /** Merchants created since late 2024 get a WeChat Pay public key (`PUB_KEY_ID_…`) instead. */
  wechatpayPublicKey?: { id: string; publicKeyPem: string };
  notifyUrl: string;
  mode: 'native' | 'jsapi';
  apiBase?: string;
  fetch?: typeof globalThis.fetch;
  now?: () => Date;
};

const createdNative = z.object({ code_url: z.string().min(1) });
const createdJsapi = z.object({ prepay_id: z.string().min(1) });
const refunded = z.object({ refund_id: z.string().min(1), status: z.string() });

export function createWechatPayProvider(options: WechatPayOptions): PaymentProvider {
  const apiV3Key = Buffer.from(options.apiV3Key, 'utf8');
  if (apiV3Key.length !== 32) throw new Error('WeChat Pay apiV3Key must be 32 bytes');
  const platformKeys = platformKeyMap(options);
  const now = options.now ?? (() => new Date());
  const client: WechatClientOptions = {
    mchid: options.mchid,
    merchantSerialNo: options.merchantSerialNo,
    merchantKey: rsaPrivateKey(options.merchantPrivateKeyPem),
    platformKeys,
    apiBase: options.apiBase ?? WECHAT_PAY_API_BASE,
    fetch: options.fetch ?? globalThis.fetch,
    now,
  };

  return {
    name: 'wechat',

    async createPayment(request: CreatePaymentRequest): Promise<CreatePaymentResult> {
      const body = {
        appid: options.appid,
        mchid: options.mchid,
        description: request.description,
        out_trade_no: toOutTradeNo(request.paymentId),
        time_expire: beijingRfc3339(request.expiresAt),
        notify_url: options.notifyUrl,
        amount: { total: request.amountFen, currency: 'CNY' },
      };
      const cashierUrl = `/pay/wechat/${encodeURIComponent(request.paymentId)}`;
      if (options.mode === 'native') {
        const answer = parseAnswer(
          createdNative,
          await wechatPost(client, '/v3/pay/transactions/native', body),
        );
        return { cashierUrl, providerReference: answer.code_url };
      }
      if (!request.payerOpenid) throw new Error('WeChat Pay JSAPI needs the payer openid');
      const jsapiBody = { ...body, payer: { openid: request.payerOpenid } };
      const answer = parseAnswer(
        createdJsapi,
        await wechatPost(client, '/v3/pay/transactions/jsapi', jsapiBody),
      );
      return { cashierUrl, providerReference: answer.prepay_id };
    },

    async parseNotification(headers, rawBody): Promise<PaymentNotification> {
      const context = { mchid: options.mchid, appid: options.appid, apiV3Key, platformKeys, now: now() };
      return parseWechatNotification(context, headers, rawBody);
    },

    async refund(request: RefundRequest): Promise<RefundResult> {
      const body = {
        out_trade_no: toOutTradeNo(request.paymentId),
        out_refund_no: request.refundId,
        ...(request.reason ? { reason: request.reason.slice(0, 80) } : {}),
        // The refund's result comes back to the payments' notification route (REFUND.* events).
        notify_url: options.notifyUrl,
        amount: { refund: request.amountFen, total: request.totalFen, currency: 'CNY' },
      };
      return refundAnswer(request.refundId, await wechatPost(client, '/v3/refund/domestic/refunds', body));
    },

    // https://pay.weixin.qq.com/wiki/doc/apiv3/apis/chapter3_4_10.shtml (query a refund by out_refund_no)
    async queryRefund(refundId: string): Promise<RefundResult> {
      const path = `/v3/refund/domestic/refunds/${encodeURIComponent(refundId)}`;
      return refundAnswer(refundId, await wechatGet(client, path));
    },

    // 200 or 204 tells WeChat the notification arrived; the body is optional and only logged on its side.
    acknowledge(): NotificationAck {
      return {
        status: 200,
        body: JSON.stringify({ code: 'SUCCESS', message: '成功' }),
        contentType: 'application/json; charset=utf-8',
      };
    },
  };
}

/** A refund's state as WeChat reports it (created or queried): CLOSED and ABNORMAL need a person. */
function refundAnswer(refundId: string, answer: unknown): RefundResult {
  const parsed = parseAnswer(refunded, answer);
  // Retrying the same out_refund_no cannot help a closed or abnormal refund: it is refused for good.
  if (parsed.status !== 'SUCCESS' && parsed.status !== 'PROCESSING') {
    throw new RefundRefusedError(`WeChat Pay refund ${refundId} is ${parsed.status}`, parsed.status);
  }
  return { providerRefundId: parsed.refund_id, status: parsed.status };
}

function platformKeyMap(options: WechatPayOptions): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  for (const certificate of options.platformCertificates ?? []) {
    keys.set(normalizeSerial(certificate.serialNo), rsaPublicKey(certificate.publicKeyPem));
  }
  if (options.wechatpayPublicKey) {
    keys.set(
      normalizeSerial(options.wechatpayPublicKey.id),
      rsaPublicKey(options.wechatpayPublicKey.publicKeyPem),
    );
  }
  if (keys.size === 0) throw new Error('WeChat Pay needs a platform certificate or a WeChat Pay public key');
  return keys;
}

function parseAnswer<T>(schema: z.ZodType<T>, answer: unknown): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new WechatPayError('WeChat Pay answered an unexpected shape');
  return parsed.data;
}
