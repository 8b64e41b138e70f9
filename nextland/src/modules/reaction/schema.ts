import { bigint, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { customers } from '../customer/schema.js';
import { goods } from '../goods/schema.js';

/**
 * One row per user and goods: the primary key makes a second like (or collect) a no-op, and the goods row's
 * `like_count` / `collect_count` move in the same transaction as the insert or delete (service.ts).
 * `(customer_id, created_at, goods_id)` serves "liked by me" newest first as a keyset walk, however many
 * the user has.
 */
function reactionTable(name: 'goods_likes' | 'goods_collects') {
  return pgTable(
    name,
    {
      customerId: bigint('customer_id', { mode: 'number' })
        .notNull()
        .references(() => customers.id),
      goodsId: bigint('goods_id', { mode: 'number' })
        .notNull()
        .references(() => goods.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ name: `${name}_pkey`, columns: [t.customerId, t.goodsId] }),
      index(`${name}_customer_created_idx`).on(t.customerId, t.createdAt, t.goodsId),
      index(`${name}_goods_idx`).on(t.goodsId),
    ],
  );
}

export const goodsLikes = reactionTable('goods_likes');
export const goodsCollects = reactionTable('goods_collects');

export const REACTIONS = ['like', 'collect'] as const;
export type Reaction = (typeof REACTIONS)[number];

export const reactionTables = { like: goodsLikes, collect: goodsCollects } as const;
