import { createHash, timingSafeEqual } from 'node:crypto';

export type ClientCredential = { id: string; secret: string };

/** Parses `Basic base64(id:secret)`; null when the header is absent or malformed. */
export function parseBasicAuth(header: string | undefined): ClientCredential | null {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { id: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

// Hashing first gives equal-length inputs, so timingSafeEqual never leaks the expected length.
function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/** Both parts are always compared so the time does not reveal which one was wrong. */
export function credentialMatches(given: ClientCredential | null, expected: ClientCredential): boolean {
  if (!given) return false;
  const idOk = safeEqual(given.id, expected.id);
  const secretOk = safeEqual(given.secret, expected.secret);
  return idOk && secretOk;
}

/**
 * Parses `ft-auth: bearer <token>`. Only the format is checked here; the session guard decides
 * whether the token is valid. A malformed header on a public route is ignored, so it yields null.
 */
export function parseUserToken(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string') return null;
  const match = /^bearer\s+([A-Za-z0-9\-._~+/]+=*)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
