import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { literal, oneOf } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';
import { type ApplicationStatus, type Kind, ReviewStatus } from './status.js';

const { UNDER_REVIEW, APPROVED, REJECTED } = ReviewStatus;

/**
 * Verification applications, all reviewed by officials: kind `realname` (→ type 2 and the verified name),
 * `creator` (→ type 3) or `org` (→ type 4). Status moves along reviewMachine (status.ts); "not submitted" is
 * the absence of a row.
 */
export const verifications = pgTable(
  'verifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    kind: varchar('kind', { length: 16 }).$type<Kind>().notNull(),
    status: smallint('status').$type<ApplicationStatus>().notNull().default(UNDER_REVIEW),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /**
     * Real-name applications only: the ID number's HMAC keyed with AUTH_SECRET (the number itself is never
     * stored). Never answered by any endpoint.
     */
    identityHash: varchar('identity_hash', { length: 64 }),
    rejectReason: varchar('reject_reason', { length: 500 }),
    reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => customers.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    check('verifications_status_check', oneOf(t.status, { UNDER_REVIEW, APPROVED, REJECTED })),
    check('verifications_kind_check', sql`${t.kind} in ('realname', 'creator', 'org')`),
    check(
      'verifications_identity_hash_check',
      sql`(${t.kind} = 'realname') = (${t.identityHash} is not null)`,
    ),
    index('verifications_customer_idx').on(t.customerId, t.kind, t.createdAt),
    index('verifications_queue_idx').on(t.status, t.kind, t.createdAt, t.id),
    index('verifications_status_idx').on(t.status, t.createdAt, t.id),
    // One identity verifies one account: two approvals of the same ID number cannot both commit.
    uniqueIndex('verifications_identity_approved_idx')
      .on(t.identityHash)
      .where(sql`${t.status} = ${literal(APPROVED)}`),
    // One application of each kind under review per customer.
    uniqueIndex('verifications_one_pending_idx')
      .on(t.customerId, t.kind)
      .where(sql`${t.status} = ${literal(UNDER_REVIEW)}`),
  ],
);
