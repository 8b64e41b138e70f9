import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { fenRange } from '../../db/ddl.js';
import { customers } from '../customer/schema.js';

/**
 * What a cart line holds: goods, or works (`opus`, decision 0023). Each kind is its own cart (`/goods/cart`,
 * `/opus/cart`) over this one table.
 */
export const CartItemKind = { GOODS: 'goods', OPUS: 'opus' } as const;
export type CartItemKind = (typeof CartItemKind)[keyof typeof CartItemKind];

/**
 * A customer's server-side cart (decision 0019): one line per item, at most 100 lines. `item_id` is not a
 * foreign key because its table depends on `item_kind`.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    customerId: bigint('customer_id', { mode: 'number' })
      .notNull()
      .references(() => customers.id),
    itemKind: varchar('item_kind', { length: 8 }).notNull().$type<CartItemKind>(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
    /** The unit price the buyer was shown (when added, or when they last confirmed a change), in fen. */
    priceSeenFen: bigint('price_seen_fen', { mode: 'number' }).notNull(),
    selected: boolean('selected').notNull().default(true),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_customer_item_idx').on(t.customerId, t.itemKind, t.itemId),
    // Deleting an item removes it from every cart (decision 0027).
    index('cart_lines_item_idx').on(t.itemKind, t.itemId),
    check('cart_lines_quantity_check', sql`${t.quantity} >= 1`),
    check('cart_lines_price_seen_check', fenRange(t.priceSeenFen)),
    check('cart_lines_item_kind_check', sql`${t.itemKind} in ('goods', 'opus')`),
  ],
);
