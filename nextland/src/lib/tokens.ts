import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { safeEqual } from './auth.js';

/** An opaque random token (256 bits, base64url). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value, 'utf8').digest('hex');
}

/** n random decimal digits (SMS codes). */
export function randomDigits(n: number): string {
  return Array.from({ length: n }, () => String(randomInt(10))).join('');
}

/**
 * A compact signed token `base64url(json).hmac`. Used for registration tickets: the server hands it out with
 * an unknown platform identity and accepts that identity back only with a valid, unexpired signature.
 */
export function signPayload(secret: string, payload: Record<string, unknown>): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${hmacHex(secret, body)}`;
}

/** The payload when the signature holds, otherwise null. Expiry is the caller's business. */
export function verifyPayload(secret: string, token: string): Record<string, unknown> | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!safeEqual(signature, hmacHex(secret, body))) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
