import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';

/**
 * Payout bank cards. The full card number is never stored: only its last four digits and an HMAC
 * fingerprint (keyed with AUTH_SECRET) that detects the same card added twice.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    last4: varchar('last4', { length: 4 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    holderName: varchar('holder_name', { length: 64 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_cards_customer_idx').on(t.customerId),
    uniqueIndex('bank_cards_fingerprint_idx').on(t.customerId, t.fingerprint),
    // Payouts go to exactly one default card: two defaults of one customer cannot both exist.
    uniqueIndex('bank_cards_one_default_idx').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
