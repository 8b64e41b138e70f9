import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, fenRange, literal, oneOf } from '../../db/ddl.js';
import { timelineTable } from '../../lib/timeline.js';
import { customers } from '../customer/schema.js';
import { goods } from '../goods/schema.js';
import { payments } from '../purchase/schema.js';
import { works } from '../work/schema.js';
import { OrderActor, OrderStatus } from './status.js';

/** Feeds order numbers: `NL` + the date in China + 8 digits, e.g. NL2026112400000123. */
export const orderNumbers = pgSequence('order_numbers');

/** The next order number, as the column's default and as a checkout allocates them ahead (order-ids.ts). */
export const NEXT_ORDER_NUMBER = `'NL' || to_char(now() at time zone 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('order_numbers')::text, 8, '0')`;

/**
 * One order: the items of one seller from one checkout. Money is bigint fen; the address is a snapshot
 * taken at checkout (later edits of the address book never change an order). Status moves only along
 * orderMachine, and every move writes an order_events row in the same transaction.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderNumber: text('order_number').notNull().unique().default(sql.raw(NEXT_ORDER_NUMBER)),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    paymentId: bigint('payment_id', { mode: 'number' })
      .notNull()
      .references(() => payments.id),
    status: smallint('status').$type<OrderStatus>().notNull().default(OrderStatus.AWAITING_PAYMENT),
    digital: boolean('digital').notNull().default(false),
    itemsTotalFen: bigint('items_total_fen', { mode: 'number' }).notNull(),
    postageFen: bigint('postage_fen', { mode: 'number' }).notNull(),
    totalFen: bigint('total_fen', { mode: 'number' }).notNull(),
    /**
     * An auction win's deposit, already paid through its own payment and applied to this order (decision 0028
     * §3): the buyer pays `total = items + postage − deposit`; 0 for every other order.
     */
    depositFen: bigint('deposit_fen', { mode: 'number' }).notNull().default(0),
    recipientName: varchar('recipient_name', { length: 32 }),
    phone: varchar('phone', { length: 11 }),
    provinceCode: varchar('province_code', { length: 6 }),
    city: varchar('city', { length: 32 }),
    district: varchar('district', { length: 32 }),
    street: varchar('street', { length: 120 }),
    postcode: varchar('postcode', { length: 6 }),
    carrierCode: varchar('carrier_code', { length: 8 }),
    trackingNumber: varchar('tracking_number', { length: 30 }),
    payDeadline: at('pay_deadline').notNull(),
    paidAt: at('paid_at'),
    shippedAt: at('shipped_at'),
    autoConfirmAt: at('auto_confirm_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, OrderStatus)),
    check(
      'orders_money_check',
      sql`${fenRange(t.itemsTotalFen)} and ${fenRange(t.postageFen)} and ${fenRange(t.totalFen)} and ${fenRange(t.depositFen)}`,
    ),
    check('orders_total_check', sql`${t.totalFen} = ${t.itemsTotalFen} + ${t.postageFen} - ${t.depositFen}`),
    // Keyset lists (decision 0019): the buyer's and the seller's, all or one status, newest first. The lists
    // order by `created_at desc, id desc` (nulls first, PostgreSQL's default for desc), which these indexes
    // give read backwards. Not `.desc()`: drizzle writes DESC NULLS LAST, and an index in neither that order
    // nor its reverse makes PostgreSQL sort all of the party's orders for every page (17 ms at 10,000, bench).
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    index('orders_buyer_status_created_idx').on(t.buyerId, t.status, t.createdAt, t.id),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('orders_seller_status_created_idx').on(t.sellerId, t.status, t.createdAt, t.id),
    index('orders_payment_idx').on(t.paymentId),
    // The settlement sweep (decision 0027 §5) walks completed orders by completion time, up to the window.
    index('orders_completed_idx')
      .on(t.completedAt, t.id)
      .where(sql`${t.status} = ${literal(OrderStatus.COMPLETED)}`),
  ],
);

/**
 * An item of an order, a snapshot of the goods (or work) at checkout. `paid_fen` is the line's items total
 * plus its share of the order's postage (allocateFen), so an order's lines add up to its total. `item_kind`
 * says which of `goods_id` and `work_id` is set (decision 0023).
 */
export const orderLines = pgTable(
  'order_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    itemKind: varchar('item_kind', { length: 8 }).notNull().default('goods').$type<'goods' | 'opus'>(),
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id),
    workId: bigint('work_id', { mode: 'number' }).references(() => works.id),
    title: varchar('title', { length: 120 }).notNull(),
    coverUrl: text('cover_url').notNull(),
    coverWidth: integer('cover_width').notNull(),
    coverHeight: integer('cover_height').notNull(),
    coverAlt: varchar('cover_alt', { length: 200 }).notNull(),
    unitPriceFen: bigint('unit_price_fen', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    itemsTotalFen: bigint('items_total_fen', { mode: 'number' }).notNull(),
    paidFen: bigint('paid_fen', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.id),
    // Deleting goods or a work asks whether an unfinished order holds it (decision 0027).
    index('order_lines_goods_idx').on(t.goodsId).where(sql`${t.goodsId} is not null`),
    index('order_lines_work_idx').on(t.workId).where(sql`${t.workId} is not null`),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'order_lines_item_check',
      sql`(${t.itemKind} = 'goods' and ${t.goodsId} is not null and ${t.workId} is null) or (${t.itemKind} = 'opus' and ${t.workId} is not null and ${t.goodsId} is null and ${t.quantity} = 1)`,
    ),
    check(
      'order_lines_money_check',
      sql`${fenRange(t.unitPriceFen)} and ${fenRange(t.itemsTotalFen)} and ${fenRange(t.paidFen)}`,
    ),
  ],
);

/** An order's timeline: one row per move (and one for its creation, from null). */
export const orderEvents = timelineTable(
  { name: 'order', subjectId: 'orderId', subjectIdColumn: 'order_id' },
  orders,
  {
    statuses: OrderStatus,
    actors: OrderActor,
  },
);
