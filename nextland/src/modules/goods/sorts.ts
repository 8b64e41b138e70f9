// The goods list's orderings. Each ends in id, so rows with equal keys keep one fixed order: offsets never
// repeat or skip a row, and a cursor (key, id) names exactly one position.
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { goods } from './schema.js';

export const GOODS_SORTS = ['newest', 'price_asc', 'price_desc', 'popular', 'ending_soon'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

type SortSpec = { key: PgColumn; direction: 'asc' | 'desc'; keyType: 'timestamptz' | 'bigint' };

export const SORT_SPECS: Record<GoodsSort, SortSpec> = {
  newest: { key: goods.createdAt, direction: 'desc', keyType: 'timestamptz' },
  price_asc: { key: goods.price, direction: 'asc', keyType: 'bigint' },
  price_desc: { key: goods.price, direction: 'desc', keyType: 'bigint' },
  popular: { key: goods.popularity, direction: 'desc', keyType: 'bigint' },
  // Auctions only (the list implies sale type 1, so every row has the key): the soonest end first.
  ending_soon: { key: goods.auctionEndsAt, direction: 'asc', keyType: 'timestamptz' },
};

/** ORDER BY terms for the sort; `columns` names them in a subquery instead of on the goods table. */
export function orderingOf(sort: GoodsSort, columns?: { key: SQL; id: SQL }): SQL[] {
  const { key, direction } = SORT_SPECS[sort];
  const by = direction === 'asc' ? asc : desc;
  return [by(columns?.key ?? key), by(columns?.id ?? goods.id)];
}

/**
 * Rows strictly after (key, id) in the sort's order, as one row comparison: PostgreSQL turns it into a
 * start position in the (…, key, id) index, so page 1,000 costs what page 1 does.
 */
export function afterKey(sort: GoodsSort, key: string | number, id: number): SQL {
  const { key: column, direction, keyType } = SORT_SPECS[sort];
  const bound = sql`(${key}::${sql.raw(keyType)}, ${id}::bigint)`;
  return direction === 'asc'
    ? sql`(${column}, ${goods.id}) > ${bound}`
    : sql`(${column}, ${goods.id}) < ${bound}`;
}
