import { bigint, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';

/**
 * One row per login. Only sha256 hashes of tokens are stored. The row holds the current access token; a
 * refresh rotates both, so an older access token no longer matches anything (507).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    accessHash: varchar('access_hash', { length: 64 }).notNull().unique(),
    accessExpiresAt: at('access_expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** Every refresh token ever issued; a used one presented again means theft, so its session is revoked. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    hash: varchar('hash', { length: 64 }).primaryKey(),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);
