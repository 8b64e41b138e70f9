import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

/**
 * Goods. `price` is integer fen; for auctions it mirrors the lot's current price (updated in the bid
 * transaction) so one index serves price sorting for both sale types.
 */
export const goods = pgTable(
  'goods',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    categoryId: integer('category_id').references(() => categories.id),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    // 0 fixed price, 1 auction.
    saleType: smallint('sale_type').notNull().default(0),
    // 0 draft, 1 under review, 2 rejected, 3 on sale, 4 off sale, 5 sold out.
    status: smallint('status').notNull().default(0),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    // Stored so the "popular" sort can walk an index instead of sorting every on-sale row.
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(sql`like_count + 2 * collect_count + 3 * sales_count`),
    ...timestamps,
  },
  (t) => [
    check('goods_price_check', sql`${t.price} >= 0`),
    check('goods_stock_check', sql`${t.stock} >= 0`),
    check('goods_sale_type_check', sql`${t.saleType} in (0, 1)`),
    check('goods_status_check', sql`${t.status} between 0 and 5`),
    // Ascending on purpose: a backward scan serves the plain `desc` orderings the list query uses.
    index('goods_status_created_idx').on(t.status, t.createdAt, t.id),
    index('goods_status_price_idx').on(t.status, t.price, t.id),
    index('goods_status_popularity_idx').on(t.status, t.popularity, t.id),
    index('goods_category_status_idx').on(t.categoryId, t.status),
    index('goods_seller_idx').on(t.sellerId),
  ],
);

export const goodsImages = pgTable(
  'goods_images',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    // 0 is the cover.
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
  },
  (t) => [uniqueIndex('goods_images_goods_position_idx').on(t.goodsId, t.position)],
);

export const auctionLots = pgTable(
  'auction_lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => goods.id, { onDelete: 'cascade' }),
    startPrice: integer('start_price').notNull(),
    increment: integer('increment').notNull(),
    currentPrice: integer('current_price').notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
    // 0 not started, 1 bidding, 2 won awaiting payment, 3 completed, 4 unsold.
    status: smallint('status').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check(
      'auction_lots_prices_check',
      sql`${t.startPrice} >= 0 and ${t.increment} > 0 and ${t.currentPrice} >= 0`,
    ),
    check('auction_lots_status_check', sql`${t.status} between 0 and 4`),
    check('auction_lots_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('auction_lots_status_ends_idx').on(t.status, t.endsAt),
  ],
);
