import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { at } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';
import { goods } from '../goods/schema.js';
import { orderLines, orders } from '../order/schema.js';
import { works } from '../work/schema.js';

/** A photo of a review: one of the buyer's own public uploads, as the release drafts keep their images. */
export type ReviewPhoto = { url: string; width: number; height: number };

/**
 * The buyer's review of one completed order line (decision 0027 §4): one per line (the unique index), 1–5
 * stars, plain text, up to six photos; the seller's reply once. The item's `rating_sum` / `rating_count` move in
 * the same transaction as the insert.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderLineId: bigint('order_line_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orderLines.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    buyerId: bigint('buyer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    goodsId: bigint('goods_id', { mode: 'number' }).references(() => goods.id),
    workId: bigint('work_id', { mode: 'number' }).references(() => works.id),
    rating: smallint('rating').notNull(),
    text: varchar('text', { length: 500 }).notNull().default(''),
    photos: jsonb('photos').$type<ReviewPhoto[]>().notNull().default([]),
    reply: varchar('reply', { length: 500 }),
    repliedAt: at('replied_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_item_check', sql`(${t.goodsId} is null) <> (${t.workId} is null)`),
    check('reviews_photos_check', sql`jsonb_array_length(${t.photos}) <= 6`),
    check('reviews_reply_check', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
    // Newest first, by keyset, read backwards like the orders' list indexes (decision 0019): a seller's page
    // and their average, and each item's page.
    index('reviews_seller_created_idx').on(t.sellerId, t.createdAt, t.id),
    index('reviews_goods_created_idx').on(t.goodsId, t.createdAt, t.id).where(sql`${t.goodsId} is not null`),
    index('reviews_work_created_idx').on(t.workId, t.createdAt, t.id).where(sql`${t.workId} is not null`),
    index('reviews_order_idx').on(t.orderId),
  ],
);
