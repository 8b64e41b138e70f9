import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';

/** A buyer's delivery addresses (the address book): at most 20 per customer, exactly one default. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    recipientName: varchar('recipient_name', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** GB/T 2260 province-level code (decision 0016). */
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    city: varchar('city', { length: 32 }).notNull(),
    district: varchar('district', { length: 32 }).notNull(),
    street: varchar('street', { length: 120 }).notNull(),
    postcode: varchar('postcode', { length: 6 }),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId, t.createdAt, t.id),
    // Checkout ships to one default: two defaults of one customer cannot both exist.
    uniqueIndex('addresses_one_default_idx').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
