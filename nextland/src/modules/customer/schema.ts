import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Customer accounts. Only the public profile exists in the walking skeleton; the accounts issue adds
 * login identities (openid/unionid), phone and the inviter link as new columns.
 */
export const customers = pgTable(
  'customers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    nickname: varchar('nickname', { length: 64 }).notNull(),
    avatarUrl: text('avatar_url'),
    avatarWidth: smallint('avatar_width'),
    avatarHeight: smallint('avatar_height'),
    bio: varchar('bio', { length: 500 }),
    // 0 official, 1 not real-name verified, 2 real-name verified, 3 creator, 4 organisation (domain.md).
    type: smallint('type').notNull().default(1),
    invitationCode: varchar('invitation_code', { length: 16 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('customers_type_check', sql`${t.type} between 0 and 4`),
    index('customers_type_idx').on(t.type),
  ],
);
