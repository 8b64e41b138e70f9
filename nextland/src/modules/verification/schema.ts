import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';

/**
 * Verification applications, all reviewed by officials: kind `realname` (→ type 2 and the verified name),
 * `creator` (→ type 3) or `org` (→ type 4). Status 1 under review, 2 approved, 3 rejected ("0 not submitted"
 * is the absence of a row).
 */
export const verifications = pgTable(
  'verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 16 }).notNull(),
    status: smallint('status').notNull().default(1),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    rejectReason: varchar('reject_reason', { length: 500 }),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('verifications_status_check', sql`${t.status} between 1 and 3`),
    check('verifications_kind_check', sql`${t.kind} in ('realname', 'creator', 'org')`),
    index('verifications_customer_idx').on(t.customerId, t.kind, t.createdAt),
    index('verifications_queue_idx').on(t.kind, t.status, t.createdAt),
  ],
);
