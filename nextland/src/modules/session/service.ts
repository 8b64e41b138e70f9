import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { TokenExpiredError, TokenInvalidError } from '../../lib/errors.js';
import { randomToken, sha256Hex } from '../../lib/tokens.js';
import { customers } from '../customer/schema.js';
import { refreshTokens, sessions } from './schema.js';

export const ACCESS_TTL_MS = 2 * 60 * 60 * 1000;
export const REFRESH_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type Tokens = { access_token: string; refresh_token: string; expires_in: number };

/** The authenticated caller of a customer route. */
export type SessionUser = { id: number; type: number; sessionId: number };

async function issueRefresh(db: Db, sessionId: number, now: number): Promise<string> {
  const refresh = randomToken();
  await db.insert(refreshTokens).values({
    hash: sha256Hex(refresh),
    sessionId,
    expiresAt: new Date(now + REFRESH_TTL_MS),
  });
  return refresh;
}

/** Starts a session; pass the transaction when the caller has one (registration). */
export async function createSession(db: Db, customerId: number): Promise<Tokens> {
  const now = Date.now();
  const access = randomToken();
  const [session] = await db
    .insert(sessions)
    .values({ customerId, accessHash: sha256Hex(access), accessExpiresAt: new Date(now + ACCESS_TTL_MS) })
    .returning({ id: sessions.id });
  const refresh = await issueRefresh(db, session?.id as number, now);
  return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TTL_MS / 1000 };
}

/** Every customer route's first statement, so prepared (db/prepared.ts). */
const sessionByAccessHash = preparedPerDb((db) =>
  db
    .select({ session: sessions, type: customers.type, disabled: customers.disabled })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(eq(sessions.accessHash, sql.placeholder('accessHash')))
    .prepare('session_by_access_hash'),
);

/**
 * Missing or expired → 506; anything else that does not lead to a live session of an enabled user → 507.
 * A superseded access token (its session was refreshed) matches no row, so it is 507 too.
 */
export async function authenticate(db: Db, token: string | null): Promise<SessionUser> {
  if (!token) throw new TokenExpiredError();
  const [row] = await sessionByAccessHash(db).execute({ accessHash: sha256Hex(token) });
  if (!row || row.session.revokedAt || row.disabled) throw new TokenInvalidError();
  if (row.session.accessExpiresAt.getTime() <= Date.now()) throw new TokenExpiredError();
  return { id: row.session.customerId, type: row.type, sessionId: row.session.id };
}

/**
 * Rotates the refresh token (and the access token). A refresh token used a second time means it leaked:
 * the whole session is revoked, so both the thief and the owner must log in again.
 */
export async function refreshSession(db: Db, refreshToken: string): Promise<Tokens> {
  return db
    .transaction(async (tx) => {
      const now = Date.now();
      const [row] = await tx
        .select({ token: refreshTokens, session: sessions, disabled: customers.disabled })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .innerJoin(customers, eq(customers.id, sessions.customerId))
        .where(eq(refreshTokens.hash, sha256Hex(refreshToken)))
        .for('update', { of: refreshTokens });
      if (!row || row.session.revokedAt || row.disabled) throw new TokenInvalidError();
      if (row.token.usedAt) {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date(now) })
          .where(eq(sessions.id, row.session.id));
        return null;
      }
      if (row.token.expiresAt.getTime() <= now) throw new TokenExpiredError();
      await tx
        .update(refreshTokens)
        .set({ usedAt: new Date(now) })
        .where(eq(refreshTokens.hash, row.token.hash));
      const access = randomToken();
      await tx
        .update(sessions)
        .set({ accessHash: sha256Hex(access), accessExpiresAt: new Date(now + ACCESS_TTL_MS) })
        .where(eq(sessions.id, row.session.id));
      const refresh = await issueRefresh(tx, row.session.id, now);
      return { access_token: access, refresh_token: refresh, expires_in: ACCESS_TTL_MS / 1000 };
    })
    .then((tokens) => {
      // Thrown after the commit so the revocation sticks.
      if (!tokens) throw new TokenInvalidError();
      return tokens;
    });
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** "Sign out everywhere else": every other live session of the user; returns how many. */
export async function revokeOtherSessions(db: Db, user: SessionUser): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.customerId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}
