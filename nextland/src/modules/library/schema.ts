import { bigint, index, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';
import { orders } from '../order/schema.js';
import { works } from '../work/schema.js';

/**
 * The works a customer owns (decision 0023): one row per customer and work, written in the same transaction
 * as the digital order's payment (0 → 3). The unique index makes a second write of the same work a no-op.
 */
export const libraryItems = pgTable(
  'library_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    workId: bigint('work_id', { mode: 'number' })
      .notNull()
      .references(() => works.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    acquiredAt: timestamp('acquired_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('library_items_customer_work_idx').on(t.customerId, t.workId),
    // The owner's list, newest first, by keyset: ascending so PostgreSQL reads it backwards in exactly the
    // list's order (`acquired_at desc, id desc`); drizzle's .desc() would write DESC NULLS LAST, which matches
    // neither direction and sorts every page (decision 0019, "Bench").
    index('library_items_customer_acquired_idx').on(t.customerId, t.acquiredAt, t.id),
  ],
);
