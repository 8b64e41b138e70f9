// The purchase pipeline's tables (issue 26): payments, the provider's notifications of them, and the
// idempotency keys of the requests that made them. Written only by this module.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { fenRange, oneOf } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';
import { type NotificationOutcome, PaymentStatus } from '../payment/status.js';

/**
 * What the buyer pays once for one checkout (decision 0019): the sum of its orders' totals. `cashier_url` is
 * what the provider answered when the payment was opened (after the checkout committed).
 */
export const payments = pgTable(
  'payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    provider: varchar('provider', { length: 16 }).notNull(),
    status: smallint('status').$type<PaymentStatus>().notNull().default(PaymentStatus.PENDING),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    payDeadline: timestamp('pay_deadline', { withTimezone: true, precision: 3 }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, precision: 3 }),
    providerTxnId: varchar('provider_txn_id', { length: 64 }),
    cashierUrl: text('cashier_url'),
    /**
     * The kind of sale it pays for, as the kind registered it with the purchase pipeline (purchase/kinds.ts):
     * `order` (a checkout's or a won lot's orders), `deposit` (an auction deposit, decision 0028 §3), …
     */
    purpose: varchar('purpose', { length: 16 }).notNull().default('order'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', fenRange(t.amountFen)),
    check('payments_status_check', oneOf(t.status, PaymentStatus)),
    // A kind's name, not a list of kinds: a new kind plugs in without a migration of the core's table.
    check('payments_purpose_check', sql`${t.purpose} ~ '^[a-z][a-z-]{0,15}$'`),
    // Read backwards for the payments list (`created_at desc, id desc`), like the orders' list indexes.
    index('payments_customer_created_idx').on(t.customerId, t.createdAt, t.id),
  ],
);

/**
 * Every verified notification, once: (provider, provider_txn_id) is unique and inserted with ON CONFLICT DO
 * NOTHING, so a repeated or replayed notification finds its row and changes nothing. `payment_id` is null
 * when the notification named no payment of ours.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerTxnId: varchar('provider_txn_id', { length: 64 }).notNull(),
    paymentId: bigint('payment_id', { mode: 'number' }).references(() => payments.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    paid: boolean('paid').notNull(),
    outcome: varchar('outcome', { length: 16 }).$type<NotificationOutcome>(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notifications_provider_txn_idx').on(t.provider, t.providerTxnId),
    index('payment_notifications_payment_idx').on(t.paymentId),
    check('payment_notifications_amount_check', fenRange(t.amountFen)),
  ],
);

/**
 * One row per purchase request that made a payment (a checkout, a won lot's confirm, a deposit, …): (customer,
 * idempotency key) is unique, so a repeat finds the payment the first request made instead of making another.
 * Written only by the purchase pipeline (start.ts, statement.ts).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    idempotencyKey: uuid('idempotency_key').notNull(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('checkouts_customer_key_idx').on(t.customerId, t.idempotencyKey)],
);
