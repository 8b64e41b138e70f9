import { bigint, index, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { at } from '../../db/ddl.js';

/** SMS verification codes, hashed; 10 minutes, 5 attempts, consumed once. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    phone: varchar('phone', { length: 16 }).notNull(),
    scene: varchar('scene', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.scene, t.createdAt)],
);
