import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { at, fenRange, oneOf, textOneOf } from '../../db/ddl.js';
import { timelineTable } from '../../lib/timeline.js';
import { customers } from '../customer/schema.js';
import { orderLines, orders } from '../order/schema.js';
import { uploads } from '../upload/schema.js';
import { AFTER_SALE_REASONS, AfterSaleActor, AfterSaleStatus, AfterSaleType } from './status.js';

/**
 * A buyer's request about lines of one order (decision 0027 §3). The return address is a snapshot of the
 * seller's address book at approval (later edits never change it). Status moves only along afterSaleMachine,
 * each move with an after_sale_events row in the same transaction.
 */
export const afterSales = pgTable(
  'after_sales',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    type: smallint('type').$type<AfterSaleType>().notNull(),
    status: smallint('status').$type<AfterSaleStatus>().notNull().default(AfterSaleStatus.AWAITING_SELLER),
    reasonCode: varchar('reason_code', { length: 24 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    requestedFen: bigint('requested_fen', { mode: 'number' }).notNull(),
    returnRecipientName: varchar('return_recipient_name', { length: 32 }),
    returnPhone: varchar('return_phone', { length: 11 }),
    returnProvinceCode: varchar('return_province_code', { length: 6 }),
    returnCity: varchar('return_city', { length: 32 }),
    returnDistrict: varchar('return_district', { length: 32 }),
    returnStreet: varchar('return_street', { length: 120 }),
    returnPostcode: varchar('return_postcode', { length: 6 }),
    returnCarrierCode: varchar('return_carrier_code', { length: 8 }),
    returnTrackingNumber: varchar('return_tracking_number', { length: 30 }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    sellerDeadline: at('seller_deadline').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('after_sales_type_check', oneOf(t.type, AfterSaleType)),
    check('after_sales_status_check', oneOf(t.status, AfterSaleStatus)),
    check('after_sales_reason_check', textOneOf(t.reasonCode, AFTER_SALE_REASONS)),
    check('after_sales_requested_check', sql`${fenRange(t.requestedFen)} and ${t.requestedFen} > 0`),
    // Lists newest first, all or one status, read backwards like the orders' list indexes (decision 0019).
    index('after_sales_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    index('after_sales_buyer_status_created_idx').on(t.buyerId, t.status, t.createdAt, t.id),
    index('after_sales_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('after_sales_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt, t.id),
    index('after_sales_order_idx').on(t.orderId),
  ],
);

/** The lines a request covers and how much of each it asks back (≤ what the line has left, checked in code). */
export const afterSaleLines = pgTable(
  'after_sale_lines',
  {
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .references(() => orderLines.id),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.afterSaleId, t.orderLineId] }),
    // "What is already asked of this line" sums over it on every request.
    index('after_sale_lines_order_line_idx').on(t.orderLineId),
    check('after_sale_lines_amount_check', sql`${fenRange(t.amountFen)} and ${t.amountFen} > 0`),
  ],
);

/** A request's timeline: one row per move (and one for its creation, from null). */
export const afterSaleEvents = timelineTable(
  { name: 'after_sale', subjectId: 'afterSaleId', subjectIdColumn: 'after_sale_id' },
  afterSales,
  { statuses: AfterSaleStatus, actors: AfterSaleActor },
);

/** Up to six of the buyer's own public uploads, in the order given. */
export const afterSalePhotos = pgTable(
  'after_sale_photos',
  {
    afterSaleId: bigint('after_sale_id', { mode: 'number' })
      .notNull()
      .references(() => afterSales.id),
    position: smallint('position').notNull(),
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => uploads.id),
  },
  (t) => [
    primaryKey({ columns: [t.afterSaleId, t.position] }),
    check('after_sale_photos_position_check', sql`${t.position} between 0 and 5`),
  ],
);
