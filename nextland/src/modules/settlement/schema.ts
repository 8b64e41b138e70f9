import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, fenRange, oneOf } from '../../db/ddl.js';
import { deposits } from '../auction/schema.js';
import { bankCards } from '../bank-card/schema.js';
import { customers } from '../customer/schema.js';
import { orders } from '../order/schema.js';
import { PayoutStatus, type SettlementKind } from './status.js';

/**
 * Money going out to a seller (decision 0027 §5): one payout per sweep and seller, to the seller's default
 * card at that moment. `masked_card` and `bank_name` are a snapshot, so deleting the card later changes
 * neither the record nor what was paid. `payout_key` is what the provider de-duplicates on: a retried job is
 * one transfer there.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    bankCardId: bigint('bank_card_id', { mode: 'number' }).references(() => bankCards.id, {
      onDelete: 'set null',
    }),
    maskedCard: varchar('masked_card', { length: 32 }).notNull(),
    bankName: varchar('bank_name', { length: 64 }).notNull(),
    status: smallint('status').$type<PayoutStatus>().notNull().default(PayoutStatus.PENDING),
    attempts: integer('attempts').notNull().default(0),
    /** The last attempt's failure, shown to the seller while the payout is retried (or once it failed). */
    lastError: varchar('last_error', { length: 200 }),
    payoutKey: varchar('payout_key', { length: 64 }).notNull(),
    providerRef: varchar('provider_ref', { length: 64 }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('payouts_payout_key_idx').on(t.payoutKey),
    index('payouts_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    check('payouts_amount_check', sql`${fenRange(t.amountFen)} and ${t.amountFen} > 0`),
    check('payouts_status_check', oneOf(t.status, PayoutStatus)),
  ],
);

/**
 * One completed order past its after-sales window, settled once (`order_id` unique): what the buyer paid,
 * the refunds that succeeded, the commission at `rate_bp` and what the seller gets. `net + commission +
 * refunded = gross` (a check). `payout_id` is set when a payout takes it; `paid_at` when that payout is paid
 * (copied so the seller's pending/paid lists and totals read one table).
 */
export const settlements = pgTable(
  'settlements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** `order`: a completed order; `forfeit`: a deposit the winner lost by not paying (decision 0028 §3). */
    kind: varchar('kind', { length: 8 }).$type<SettlementKind>().notNull().default('order'),
    /** Set for `order` settlements (unique). */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** Set for `forfeit` settlements (unique). */
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    grossFen: bigint('gross_fen', { mode: 'number' }).notNull(),
    refundedFen: bigint('refunded_fen', { mode: 'number' }).notNull(),
    commissionFen: bigint('commission_fen', { mode: 'number' }).notNull(),
    netFen: bigint('net_fen', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => payouts.id),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (t) => [
    uniqueIndex('settlements_order_idx').on(t.orderId),
    uniqueIndex('settlements_deposit_idx').on(t.depositId),
    check(
      'settlements_subject_check',
      sql`(${t.kind} = 'order' and ${t.orderId} is not null and ${t.depositId} is null) or (${t.kind} = 'forfeit' and ${t.depositId} is not null and ${t.orderId} is null)`,
    ),
    index('settlements_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('settlements_seller_pending_idx').on(t.sellerId, t.createdAt, t.id).where(sql`${t.paidAt} is null`),
    // The sweep groups each seller's settlements no payout has taken yet.
    index('settlements_unbatched_idx').on(t.sellerId).where(sql`${t.payoutId} is null`),
    index('settlements_payout_idx').on(t.payoutId),
    check(
      'settlements_money_check',
      sql`${fenRange(t.grossFen)} and ${fenRange(t.refundedFen)} and ${fenRange(t.commissionFen)} and ${fenRange(t.netFen)}`,
    ),
    check('settlements_sum_check', sql`${t.netFen} + ${t.commissionFen} + ${t.refundedFen} = ${t.grossFen}`),
    check('settlements_rate_check', sql`${t.rateBp} between 0 and 10000`),
  ],
);

/**
 * Sellers told that settlements wait for a default bank card: one row while they wait, so the message is
 * sent once; removed when a payout takes their settlements, so a later wait is told again.
 */
export const payoutCardNotices = pgTable('payout_card_notices', {
  sellerId: bigint('seller_id', { mode: 'number' })
    .primaryKey()
    .references(() => customers.id),
  createdAt: at('created_at').notNull().defaultNow(),
});
