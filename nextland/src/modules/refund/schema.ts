import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, fenRange, oneOf } from '../../db/ddl.js';
import { afterSales } from '../after-sale/schema.js';
import { deposits } from '../auction/schema.js';
import { orders } from '../order/schema.js';
import { payments } from '../purchase/schema.js';
import { RefundStatus } from './status.js';

/**
 * Money going back to a buyer (decision 0027 §3): an approved after-sale's, or an order's whose payment arrived
 * after it was cancelled (`after_sale_id` null), or an auction deposit's (decision 0028 §3), or a payment's that
 * arrived with nothing left to fulfil (no order, no deposit: issue 26). Written with its
 * `payment.refund` job in one transaction; `refund_key` is what the provider de-duplicates on, so a retried job
 * is one refund there. An after-sale of an auction order whose deposit was applied may be paid back in two rows
 * (decision 0028 §3): one of the order's payment, one of the deposit's (`order_id` and `deposit_id`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    /**
     * The order paid back; null for an auction deposit's own refund (released, or the part an order did not
     * use). Both for the deposit's part of an after-sale refund; neither for a payment that arrived with nothing
     * to fulfil (its own refund, `payment-<id>`).
     */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    depositId: bigint('deposit_id', { mode: 'number' }).references(() => deposits.id),
    afterSaleId: bigint('after_sale_id', { mode: 'number' }).references(() => afterSales.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    status: smallint('status').$type<RefundStatus>().notNull().default(RefundStatus.PENDING),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    refundKey: varchar('refund_key', { length: 64 }).notNull(),
    /** 1, then one more each time an official retries a failed refund (its key gains `-r<attempt>`). */
    attempt: smallint('attempt').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    succeededAt: at('succeeded_at'),
  },
  (t) => [
    uniqueIndex('refunds_refund_key_idx').on(t.refundKey),
    // One refund per after-sale and payment: approving twice cannot pay twice.
    uniqueIndex('refunds_after_sale_payment_idx')
      .on(t.afterSaleId, t.paymentId)
      .where(sql`${t.afterSaleId} is not null`),
    index('refunds_order_idx').on(t.orderId),
    // The officials' list of failed refunds, oldest failure first.
    index('refunds_failed_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = ${sql.raw(String(RefundStatus.FAILED))}`),
    check('refunds_amount_check', sql`${fenRange(t.amountFen)} and ${t.amountFen} > 0`),
    check('refunds_status_check', oneOf(t.status, RefundStatus)),
    check('refunds_subject_check', sql`${t.afterSaleId} is null or ${t.orderId} is not null`),
    // A deposit's own refund (its release, or what its order did not use) is written once.
    uniqueIndex('refunds_deposit_idx')
      .on(t.depositId)
      .where(sql`${t.depositId} is not null and ${t.afterSaleId} is null`),
  ],
);
