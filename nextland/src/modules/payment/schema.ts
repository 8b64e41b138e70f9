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
  varchar,
} from 'drizzle-orm/pg-core';
import { fenRange, oneOf, textOneOf } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';
import { type NotificationOutcome, PAYMENT_PURPOSES, type PaymentPurpose, PaymentStatus } from './status.js';

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
    /** What it pays for: a checkout's orders, or an auction deposit (decision 0028 §3, no orders). */
    purpose: varchar('purpose', { length: 8 }).$type<PaymentPurpose>().notNull().default('order'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_check', fenRange(t.amountFen)),
    check('payments_status_check', oneOf(t.status, PaymentStatus)),
    check('payments_purpose_check', textOneOf(t.purpose, PAYMENT_PURPOSES)),
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
