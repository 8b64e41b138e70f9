import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';

/**
 * What a like or collect is on: goods, or works (`opus`), as cart lines name their items (decision 0023). One
 * pair of tables serves both kinds (decision 0025).
 */
export const ReactionItemKind = { GOODS: 'goods', OPUS: 'opus' } as const;
export type ReactionItemKind = (typeof ReactionItemKind)[keyof typeof ReactionItemKind];

/**
 * One row per user and item: the primary key makes a second like (or collect) a no-op, and the item row's
 * `like_count` / `collect_count` move in the same transaction as the insert or delete (service.ts).
 * `(customer_id, item_kind, created_at, item_id)` serves "liked by me" newest first as a keyset walk, however
 * many the user has. `item_id` is not a foreign key because its table depends on `item_kind` (as in
 * cart_lines); every read joins the item's table, so a row whose item is gone is never shown.
 */
function reactionTable(name: 'likes' | 'collects') {
  return pgTable(
    name,
    {
      customerId: bigint('customer_id', { mode: 'number' })
        .notNull()
        .references(() => customers.id),
      itemKind: varchar('item_kind', { length: 8 }).notNull().$type<ReactionItemKind>(),
      itemId: bigint('item_id', { mode: 'number' }).notNull(),
      createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.customerId, t.itemKind, t.itemId] }),
      index(`${name}_customer_created_idx`).on(t.customerId, t.itemKind, t.createdAt, t.itemId),
      // Deleting an item deletes its rows (decision 0027) without reading the whole table.
      index(`${name}_item_idx`).on(t.itemKind, t.itemId),
      check(`${name}_item_kind_check`, sql`${t.itemKind} in ('goods', 'opus')`),
    ],
  );
}

export const likes = reactionTable('likes');
export const collects = reactionTable('collects');

export const REACTIONS = ['like', 'collect'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const reactionTables = { like: likes, collect: collects } as const;
