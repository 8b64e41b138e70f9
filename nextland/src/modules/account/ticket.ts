import { signPayload, verifyPayload } from '../../lib/tokens.js';

export const TICKET_TTL_MS = 15 * 60 * 1000;

export type Ticket = { openid: string; unionid: string };

/** A short-lived signed statement "the platform vouched for this openid/unionid" — the only way to register. */
export function issueTicket(secret: string, identity: Ticket, now = Date.now()): string {
  return signPayload(secret, {
    p: 'register',
    o: identity.openid,
    u: identity.unionid,
    e: now + TICKET_TTL_MS,
  });
}

/** The identity when the ticket is genuine and unexpired, otherwise null. */
export function readTicket(secret: string, ticket: string, now = Date.now()): Ticket | null {
  const payload = verifyPayload(secret, ticket);
  if (payload?.p !== 'register') return null;
  const { o, u, e } = payload as Record<string, unknown>;
  if (typeof o !== 'string' || typeof u !== 'string' || typeof e !== 'number' || e <= now) return null;
  return { openid: o, unionid: u };
}
