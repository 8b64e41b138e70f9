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
  varchar,
} from 'drizzle-orm/pg-core';
import { fenRange, oneOf, textOneOf } from '../../db/ddl.js';
import { imagesTable, timestamps, translationsTable } from '../../lib/catalogue/tables.js';
import { categories } from '../category/schema.js';
import { customers } from '../customer/schema.js';
import { DELETABLE_GOODS_STATUSES, GoodsStatus } from '../goods/status.js';
import { LICENCES, type Licence, MEDIA_TYPES, type MediaType, WORK_LANGS, type WorkLang } from './kinds.js';

/** How works name their translations and images tables (work_translations.work_id, …). */
const WORK_TABLES = { name: 'work', itemId: 'workId', itemIdColumn: 'work_id' } as const;

/**
 * Works (opus): digital creations sold in editions and delivered to the buyer's library. Status codes are the
 * goods' (docs/domain.md#item-status). `title`/`description` are in `original_lang`; translations live in
 * work_translations.
 */
export const works = pgTable(
  'works',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    sellerId: bigint('seller_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    categoryId: integer('category_id').references(() => categories.id),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    originalLang: varchar('original_lang', { length: 8 }).$type<WorkLang>().notNull(),
    mediaType: varchar('media_type', { length: 16 }).$type<MediaType>().notNull(),
    licence: varchar('licence', { length: 16 }).$type<Licence>().notNull(),
    editionSize: integer('edition_size').notNull(),
    editionsSold: integer('editions_sold').notNull().default(0),
    price: bigint('price', { mode: 'number' }).notNull(),
    status: smallint('status').notNull().default(GoodsStatus.DRAFT),
    likeCount: integer('like_count').notNull().default(0),
    // Ratings of its reviews (decision 0027 §4), added to in the review's own transaction: average = sum / count.
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    collectCount: integer('collect_count').notNull().default(0),
    // Stored so the "popular" sort walks an index (as goods do).
    popularity: integer('popularity')
      .notNull()
      .generatedAlwaysAs(sql`like_count + 2 * collect_count + 3 * editions_sold`),
    // The official's reason for the last rejection (decision 0027 §2), shown on the seller's rejected row;
    // written by the rejection, cleared by the next release.
    rejectReason: varchar('reject_reason', { length: 200 }),
    // Soft delete (decision 0027): order lines keep pointing at the row. Only a draft, rejected or off-sale
    // item may be deleted and a deleted one never moves again (the check below), so every public read, which
    // shows on-sale and sold-out items only, leaves deleted ones out without naming this column.
    deletedAt: timestamp('deleted_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    check(
      'works_deleted_status_check',
      sql`${t.deletedAt} is null or ${t.status} in (${sql.raw(DELETABLE_GOODS_STATUSES.join(', '))})`,
    ),
    check('works_price_check', fenRange(t.price)),
    check('works_status_check', oneOf(t.status, GoodsStatus)),
    check(
      'works_editions_check',
      sql`${t.editionSize} >= 1 and ${t.editionsSold} between 0 and ${t.editionSize}`,
    ),
    check('works_original_lang_check', textOneOf(t.originalLang, WORK_LANGS)),
    check('works_media_type_check', textOneOf(t.mediaType, MEDIA_TYPES)),
    check('works_licence_check', textOneOf(t.licence, LICENCES)),
    // One B-tree per filter × sort (decision 0006), each ending in id like the orderings and cursors; a
    // backward scan serves `desc`. Licence (three values) and a price range are tested on the walk; sorted
    // by price, the range is the index's own range.
    index('works_status_created_idx').on(t.status, t.createdAt, t.id),
    index('works_status_price_idx').on(t.status, t.price, t.id),
    index('works_status_popularity_idx').on(t.status, t.popularity, t.id),
    index('works_status_media_created_idx').on(t.status, t.mediaType, t.createdAt, t.id),
    index('works_status_media_price_idx').on(t.status, t.mediaType, t.price, t.id),
    index('works_status_media_popularity_idx').on(t.status, t.mediaType, t.popularity, t.id),
    index('works_status_category_created_idx').on(t.status, t.categoryId, t.createdAt, t.id),
    index('works_status_category_price_idx').on(t.status, t.categoryId, t.price, t.id),
    index('works_status_category_popularity_idx').on(t.status, t.categoryId, t.popularity, t.id),
    index('works_seller_idx').on(t.sellerId),
    // The seller's management list (decision 0027), newest update first, deleted rows never in it: one status
    // (the tabs), or every status. Ascending like the others (0015): a backward scan serves the order.
    index('works_seller_status_updated_idx')
      .on(t.sellerId, t.status, t.updatedAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('works_seller_updated_idx').on(t.sellerId, t.updatedAt, t.id).where(sql`${t.deletedAt} is null`),
    // The officials' queue of releases, oldest submission first (a release to review sets updated_at).
    index('works_review_queue_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.status} = ${sql.raw(String(GoodsStatus.UNDER_REVIEW))}`),
    // Keyword search (search.ts): trigrams for spaced text, character bigrams (goods_bigrams, migration
    // 0004) for Chinese and two-character keywords.
    index('works_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('works_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
    index('works_search_bigrams_idx').using('gin', sql`goods_bigrams(${t.title} || ' ' || ${t.description})`),
  ],
);

/** A work's title and description in another language than its original; at most one per language. */
export const workTranslations = translationsTable(WORK_TABLES, works, {
  langs: WORK_LANGS,
  exactTitleIndex: false,
});

export const workImages = imagesTable(WORK_TABLES, works);
