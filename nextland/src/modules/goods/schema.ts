import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { fenRange, oneOf, textOneOf } from '../../db/ddl.js';
import { imagesTable, timestamps, translationsTable } from '../../lib/catalogue/tables.js';
import { LANGS, type Lang } from '../../lib/lang.js';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';
import { AuctionLotStatus, DELETABLE_GOODS_STATUSES, GoodsStatus, SaleType } from './status.js';

/** How goods name their translations and images tables (goods_translations.goods_id, …). */
const GOODS_TABLES = { name: 'goods', itemId: 'goodsId', itemIdColumn: 'goods_id' } as const;

/**
 * Goods. `price` is integer fen (bigint, exact as a JS number up to 2^53 − 1); for auctions it mirrors the lot's current price (updated in the bid
 * transaction) so one index serves price sorting for both sale types. `title`/`description` are in `original_lang`;
 * translations into the other languages live in goods_translations (decision 0024).
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
    // Goods listed before languages existed were all written in Simplified Chinese.
    originalLang: varchar('original_lang', { length: 8 }).$type<Lang>().notNull().default('zh-cn'),
    saleType: smallint('sale_type').notNull().default(SaleType.FIXED_PRICE),
    // Moves only along goodsMachine (status.ts).
    status: smallint('status').notNull().default(GoodsStatus.DRAFT),
    price: bigint('price', { mode: 'number' }).notNull(),
    stock: integer('stock').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    // Ratings of its reviews (decision 0027 §4), added to in the review's own transaction: average = sum / count.
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    // Stored so the "popular" sort can walk an index instead of sorting every on-sale row.
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(sql`like_count + 2 * collect_count + 3 * sales_count`),
    // The official's reason for the last rejection (decision 0027 §2), shown on the seller's rejected row;
    // written by the rejection, cleared by the next release.
    rejectReason: varchar('reject_reason', { length: 200 }),
    // A lot's (possibly extended) end, mirrored from auction_lots.ends_at like `price` mirrors its current
    // price (written where a lot is made and by the bid that extends it), so "ending soon" walks an index of
    // goods instead of sorting every live lot. Null for fixed-price goods and for a lot's draft.
    auctionEndsAt: timestamp('auction_ends_at', { withTimezone: true, precision: 3 }),
    // Soft delete (decision 0027): order lines keep pointing at the row. Only a draft, rejected or off-sale
    // item may be deleted and a deleted one never moves again (the check below), so every public read, which
    // shows on-sale and sold-out items only, leaves deleted ones out without naming this column.
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    check(
      'goods_deleted_status_check',
      sql`${t.deletedAt} is null or ${t.status} in (${sql.raw(DELETABLE_GOODS_STATUSES.join(', '))})`,
    ),
    check('goods_price_check', fenRange(t.price)),
    check('goods_stock_check', sql`${t.stock} >= 0`),
    check('goods_sale_type_check', oneOf(t.saleType, SaleType)),
    check('goods_status_check', oneOf(t.status, GoodsStatus)),
    check('goods_original_lang_check', textOneOf(t.originalLang, LANGS)),
    // One index per filter × sort the list offers (decision 0006), each ending in id like the orderings and
    // cursors do, so a page (first or ten-thousandth) is a short walk of one index with no sort. Ascending on
    // purpose: a backward scan serves the `desc` orderings. Category + sale type together need their own
    // family: filtering the category index on sale type read 2,300 rows for one auction page (prices of
    // auctions and fixed-price goods do not interleave evenly).
    index('goods_status_created_idx').on(t.status, t.createdAt, t.id),
    index('goods_status_price_idx').on(t.status, t.price, t.id),
    index('goods_status_popularity_idx').on(t.status, t.popularity, t.id),
    index('goods_status_category_created_idx').on(t.status, t.categoryId, t.createdAt, t.id),
    index('goods_status_category_price_idx').on(t.status, t.categoryId, t.price, t.id),
    index('goods_status_category_popularity_idx').on(t.status, t.categoryId, t.popularity, t.id),
    index('goods_status_sale_type_created_idx').on(t.status, t.saleType, t.createdAt, t.id),
    index('goods_status_sale_type_price_idx').on(t.status, t.saleType, t.price, t.id),
    index('goods_status_sale_type_popularity_idx').on(t.status, t.saleType, t.popularity, t.id),
    index('goods_status_category_sale_type_created_idx').on(
      t.status,
      t.categoryId,
      t.saleType,
      t.createdAt,
      t.id,
    ),
    index('goods_status_category_sale_type_price_idx').on(t.status, t.categoryId, t.saleType, t.price, t.id),
    // "Ending soon" is offered on auctions only (the sort implies sale type 1), so two indexes serve it.
    index('goods_status_sale_type_ends_idx').on(t.status, t.saleType, t.auctionEndsAt, t.id),
    index('goods_status_category_sale_type_ends_idx').on(
      t.status,
      t.categoryId,
      t.saleType,
      t.auctionEndsAt,
      t.id,
    ),
    index('goods_status_category_sale_type_popularity_idx').on(
      t.status,
      t.categoryId,
      t.saleType,
      t.popularity,
      t.id,
    ),
    index('goods_seller_idx').on(t.sellerId),
    // The seller's management list (decision 0027), newest update first, deleted rows never in it: one status
    // (the tabs), or every status. Ascending like the others (0015): a backward scan serves the order.
    index('goods_seller_status_updated_idx')
      .on(t.sellerId, t.status, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('goods_seller_updated_idx').on(t.sellerId, t.updatedAt, t.id).where(sql`${t.deletedAt} is null`),
    // The officials' queue of releases, oldest submission first (a release to review sets updated_at).
    index('goods_review_queue_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = ${sql.raw(String(GoodsStatus.UNDER_REVIEW))}`),
    // Keyword search (modules/goods/search.ts): trigrams for English, character bigrams for Chinese, and
    // exact titles, which rank first. goods_bigrams is created in migration 0004.
    index('goods_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('goods_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('goods_search_bigrams_idx').using('gin', sql`goods_bigrams(${t.title} || ' ' || ${t.description})`),
    index('goods_title_lower_idx').on(sql`lower(${t.title})`),
  ],
);

/**
 * A listing in another language than its original (decision 0024): at most one per goods and language, never
 * in the original language. Exact titles rank first in every language, as on goods.
 */
export const goodsTranslations = translationsTable(GOODS_TABLES, goods, {
  langs: LANGS,
  exactTitleIndex: true,
});

export const goodsImages = imagesTable(GOODS_TABLES, goods);

export const auctionLots = pgTable(
  'auction_lots',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    goodsId: bigint('goods_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => goods.id, { onDelete: 'cascade' }),
    startPrice: bigint('start_price', { mode: 'number' }).notNull(),
    increment: bigint('increment', { mode: 'number' }).notNull(),
    currentPrice: bigint('current_price', { mode: 'number' }).notNull(),
    bidCount: integer('bid_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
    status: smallint('status').notNull().default(AuctionLotStatus.NOT_STARTED),
    /** Hidden from everyone but the seller: readers learn only whether it is met (decision 0028). */
    reserveFen: bigint('reserve_fen', { mode: 'number' }),
    /** Increment bands `[{ fromFen, incrementFen }]`; null: `increment` at every price. */
    ladder: jsonb('ladder').$type<{ fromFen: number; incrementFen: number }[]>(),
    /** The leading bidder and their private maximum; null before the first bid. */
    leaderId: bigint('leader_id', { mode: 'number' }).references(() => customers.id),
    leaderMaxFen: bigint('leader_max_fen', { mode: 'number' }),
    /** The last bid row's sequence number: accepted bids are numbered 1, 2, … without gaps. */
    seq: bigint('seq', { mode: 'number' }).notNull().default(0),
    /** What a bidder pays (and the lot holds) before bidding (decision 0028 §3); null: no deposit. */
    depositFen: bigint('deposit_fen', { mode: 'number' }),
    /** Who must pay now: the winner at the close, or the bidder a second chance was offered to. */
    winnerId: bigint('winner_id', { mode: 'number' }).references(() => customers.id),
    /** The price the lot is sold at to `winner_id`: the close's price, or a second chance's offer. */
    hammerFen: bigint('hammer_fen', { mode: 'number' }),
    /** Until when the winner (or second-chance bidder) may pay; set while the lot is won awaiting payment. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true, precision: 3 }),
    /**
     * The deadline the payer was reminded of (decision 0028 §3): a won lot whose `payment_due_at` differs has not
     * been reminded yet, so the timers' sweep queues its reminder when the job is missing.
     */
    paymentRemindedFor: timestamp('payment_reminded_for', { withTimezone: true, precision: 3 }),
    /** The bidder offered the lot after the winner did not pay (decision 0028 §3); null otherwise. */
    secondChanceTo: bigint('second_chance_to', { mode: 'number' }).references(() => customers.id),
    /** The end as released, before any extension by late bids. */
    originalEndsAt: timestamp('original_ends_at', { withTimezone: true, precision: 3 }),
    /**
     * Which release of the lot this is: 1, then one more each time the seller releases it again after it went
     * unsold. Deposits belong to a round (`deposits.round`), so a bidder of an earlier round can deposit again.
     */
    round: smallint('round').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    check('auction_lots_deposit_check', sql`${fenRange(t.depositFen)} and ${t.depositFen} > 0`),
    check(
      'auction_lots_prices_check',
      sql`${fenRange(t.startPrice)} and ${fenRange(t.increment)} and ${t.increment} > 0 and ${fenRange(t.currentPrice)}`,
    ),
    check('auction_lots_status_check', oneOf(t.status, AuctionLotStatus)),
    check('auction_lots_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('auction_lots_status_ends_idx').on(t.status, t.endsAt),
  ],
);
