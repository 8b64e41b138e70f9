import { bigint, check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { fenRange } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';

/** A seller's free-shipping rule: regions plus a minimum count and/or amount (fen). */
export const expressEntries = pgTable(
  'express_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    name: varchar('name', { length: 50 }).notNull(),
    regions: jsonb('regions').$type<string[]>().notNull(),
    minCount: integer('min_count'),
    minAmount: bigint('min_amount', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    index('express_entries_customer_idx').on(t.customerId, t.createdAt, t.id),
    check('express_entries_min_amount_check', fenRange(t.minAmount)),
  ],
);
