import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../db/ddl.js';
import { AccountType, type Gender } from './account-type.js';

/**
 * Customer accounts: public profile, login identity (platform openid/unionid), phone, inviter link and the
 * verified real name. Seeded sellers have no identity; demo accounts have a unionid (usable from the stand-in).
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
    // AccountType (account-type.ts): official, not real-name verified, real-name verified, creator, organisation.
    type: smallint('type').$type<AccountType>().notNull().default(AccountType.UNVERIFIED),
    invitationCode: varchar('invitation_code', { length: 16 }).notNull().unique(),
    openid: varchar('openid', { length: 64 }),
    unionid: varchar('unionid', { length: 64 }),
    phone: varchar('phone', { length: 16 }),
    inviterId: bigint('inviter_id', { mode: 'number' }).references((): AnyPgColumn => customers.id),
    // 0 unspecified, 1 male, 2 female.
    gender: smallint('gender').$type<Gender>().notNull().default(0),
    birthday: date('birthday'),
    /** Set by real-name verification; bank card holders must match it. The ID number is never stored. */
    realName: varchar('real_name', { length: 64 }),
    disabled: boolean('disabled').notNull().default(false),
    /** When the terms of service and privacy policy were accepted (at registration); null for seeded accounts. */
    consentedAt: timestamp('consented_at', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('customers_type_check', oneOf(t.type, AccountType)),
    index('customers_type_idx').on(t.type),
    uniqueIndex('customers_unionid_idx').on(t.unionid),
    uniqueIndex('customers_phone_idx').on(t.phone),
    index('customers_inviter_idx').on(t.inviterId, t.createdAt, t.id),
    check('customers_gender_check', sql`${t.gender} between 0 and 2`),
  ],
);
