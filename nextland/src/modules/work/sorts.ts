// The works list's orderings, each ending in id so (key, id) names exactly one position (decision 0006).
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { works } from './schema.js';

export const WORK_SORTS = ['newest', 'price_asc', 'price_desc', 'popular'] as const;
export type WorkSort = (typeof WORK_SORTS)[number];

type SortSpec = { key: PgColumn; direction: 'asc' | 'desc'; keyType: 'timestamptz' | 'bigint' };

export const WORK_SORT_SPECS: Record<WorkSort, SortSpec> = {
  newest: { key: works.createdAt, direction: 'desc', keyType: 'timestamptz' },
  price_asc: { key: works.price, direction: 'asc', keyType: 'bigint' },
  price_desc: { key: works.price, direction: 'desc', keyType: 'bigint' },
  popular: { key: works.popularity, direction: 'desc', keyType: 'bigint' },
};

export function workOrdering(sort: WorkSort): SQL[] {
  const { key, direction } = WORK_SORT_SPECS[sort];
  const by = direction === 'asc' ? asc : desc;
  return [by(key), by(works.id)];
}

/** Rows strictly after (key, id) in the sort's order: one row comparison, a start position in the index. */
export function afterWorkKey(sort: WorkSort, key: string | number, id: number): SQL {
  const { key: column, direction, keyType } = WORK_SORT_SPECS[sort];
  const bound = sql`(${key}::${sql.raw(keyType)}, ${id}::bigint)`;
  return direction === 'asc'
    ? sql`(${column}, ${works.id}) > ${bound}`
    : sql`(${column}, ${works.id}) < ${bound}`;
}
