import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One-time authorization codes issued by the local platform stand-in (10 minutes, used once). */
export const wxStandinCodes = pgTable('wx_standin_codes', {
  code: varchar('code', { length: 64 }).primaryKey(),
  appid: varchar('appid', { length: 64 }).notNull(),
  openid: varchar('openid', { length: 64 }).notNull(),
  unionid: varchar('unionid', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true, precision: 3 }),
});
