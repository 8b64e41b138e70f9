import type { KeyObject } from 'node:crypto';
import { signatureMessage, verifyMessage } from './wechat-crypto.js';

/** How far `Wechatpay-Timestamp` may be from our clock, either way (WeChat's own SDKs use 5 minutes). */
export const MAX_CLOCK_SKEW_SECONDS = 300;

type Headers = Record<string, string | string[] | undefined>;

/** One header by name, case-insensitively (Node lowercases them; fetch's Headers are already insensitive). */
export function headerValue(headers: Headers, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
    return value;
  }
  return undefined;
}

/**
 * Checks a message signed by WeChat Pay (a notification or an API response): the key named by
 * `Wechatpay-Serial` (a platform certificate serial or a `PUB_KEY_ID_…`) must be one we were given, the
 * timestamp recent, and `Wechatpay-Signature` valid over `timestamp\nnonce\nbody\n`. Returns why not, or null.
 */
export function wechatSignatureProblem(
  keys: ReadonlyMap<string, KeyObject>,
  headers: Headers,
  body: string,
  now: Date,
): string | null {
  const timestamp = headerValue(headers, 'Wechatpay-Timestamp');
  const nonce = headerValue(headers, 'Wechatpay-Nonce');
  const signature = headerValue(headers, 'Wechatpay-Signature');
  const serial = headerValue(headers, 'Wechatpay-Serial');
  if (!timestamp || !nonce || !signature || !serial) return 'missing Wechatpay-* signature headers';
  if (!/^\d{1,12}$/.test(timestamp)) return 'malformed Wechatpay-Timestamp';
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS)
    return 'stale Wechatpay-Timestamp';
  const key = keys.get(normalizeSerial(serial));
  if (!key) return `unknown Wechatpay-Serial ${serial.slice(0, 64)}`;
  if (!verifyMessage(key, signatureMessage(timestamp, nonce, body), signature))
    return 'bad Wechatpay-Signature';
  return null;
}

/** Certificate serials are hex, written in either case; public key ids are `PUB_KEY_ID_` and digits. */
export function normalizeSerial(serial: string): string {
  return serial.trim().toUpperCase();
}
