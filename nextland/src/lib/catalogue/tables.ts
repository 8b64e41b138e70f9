// The two tables every kind of catalogue item has beside its own (decision 0029): its texts in the other
// languages (decision 0024) and its images. Written once so a new kind gets the same columns, constraints and
// keyword indexes as goods and works; the names are the kind's (`goods_translations`, `work_images`, …), so
// the tables these factories make for goods and works are the ones the migrations already created.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  type PgColumn,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { textOneOf } from '../../db/ddl.js';

/** What the factories need of the item table: its id, for the foreign key. */
type ItemTable = { id: PgColumn };

/**
 * How the kind names things: `name` prefixes the tables and indexes (`goods` → goods_translations), `itemId`
 * is the foreign key's property and `itemIdColumn` its column (goodsId / goods_id).
 */
export type ItemTableNames<K extends string> = { name: string; itemId: K; itemIdColumn: string };

function itemReference(column: string, item: ItemTable) {
  return bigint(column, { mode: 'number' })
    .notNull()
    .references(() => item.id, { onDelete: 'cascade' });
}

/** The foreign key as a property named by the kind, typed so `table.goodsId` is a column. */
function itemIdOf<K extends string>(names: ItemTableNames<K>, item: ItemTable) {
  return { [names.itemId]: itemReference(names.itemIdColumn, item) } as Record<
    K,
    ReturnType<typeof itemReference>
  >;
}

/** created_at and updated_at, as every catalogue table has them. */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

/**
 * An item's title and description in another language than its original: at most one per item and language
 * (the unique index is also how a page's rows find the viewer's language, and how a keyword walk reads one
 * item's translations). Keyword search reads it as it reads the item (same trigram and bigram indexes);
 * `exactTitleIndex` adds the lower(title) index of kinds whose exact titles rank first.
 */
export function translationsTable<K extends string, L extends string>(
  names: ItemTableNames<K>,
  item: ItemTable,
  { langs, exactTitleIndex }: { langs: readonly L[]; exactTitleIndex: boolean },
) {
  const table = `${names.name}_translations`;
  return pgTable(
    table,
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      ...itemIdOf(names, item),
      lang: varchar('lang', { length: 8 }).$type<L>().notNull(),
      title: varchar('title', { length: 120 }).notNull(),
      description: text('description').notNull().default(''),
      ...timestamps,
    },
    (t) => [
      check(`${table}_lang_check`, textOneOf(t.lang, langs)),
      uniqueIndex(`${table}_${names.itemIdColumn.replace(/_id$/, '')}_lang_idx`).on(t[names.itemId], t.lang),
      index(`${table}_title_trgm_idx`).using('gin', t.title.op('gin_trgm_ops')),
      index(`${table}_description_trgm_idx`).using('gin', t.description.op('gin_trgm_ops')),
      // goods_bigrams is created in migration 0004; every kind's texts are split by it alike.
      index(`${table}_search_bigrams_idx`).using(
        'gin',
        sql`goods_bigrams(${t.title} || ' ' || ${t.description})`,
      ),
      ...(exactTitleIndex ? [index(`${table}_title_lower_idx`).on(sql`lower(${t.title})`)] : []),
    ],
  );
}

/** An item's images in order; position 0 is the cover. */
export function imagesTable<K extends string>(names: ItemTableNames<K>, item: ItemTable) {
  const table = `${names.name}_images`;
  return pgTable(
    table,
    {
      id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
      ...itemIdOf(names, item),
      position: smallint('position').notNull(),
      url: text('url').notNull(),
      width: integer('width').notNull(),
      height: integer('height').notNull(),
      alt: varchar('alt', { length: 200 }).notNull().default(''),
    },
    (t) => [
      uniqueIndex(`${table}_${names.itemIdColumn.replace(/_id$/, '')}_position_idx`).on(
        t[names.itemId],
        t.position,
      ),
    ],
  );
}
