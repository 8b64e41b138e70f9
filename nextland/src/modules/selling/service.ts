// The selling module's public part: the seller's management list (decision 0027 §1), their own items in every
// status but deleted, or in one, newest update first. Each is one backward walk of a partial index without deleted rows:
// <kind>_seller_updated_idx for every status, <kind>_seller_status_updated_idx for one (plan test: no Sort).
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countUpTo } from '../../lib/keyset.js';
import type { GoodsStatus } from '../goods/status.js';
import { type ItemKind, itemTables } from './items.js';

export type ManageFilter = { sellerId: number; status?: GoodsStatus | undefined };

/** Where a page starts: a row number (numbered pages) or right after a position (cursor pages). */
export type ManageStart = { offset: number } | { after?: { k: string; i: number } | undefined };

export type ManagedPosition = { id: number; updatedAt: Date };

export function manageWhere(kind: ItemKind, filter: ManageFilter): SQL {
  const table = itemTables[kind];
  return and(
    eq(table.sellerId, filter.sellerId),
    filter.status === undefined ? undefined : eq(table.status, filter.status),
    isNull(table.deletedAt),
  ) as SQL;
}

/** The page query (`limit` rows from `start`): also what the plan test explains. */
export function managedQuery(
  db: Db,
  kind: ItemKind,
  filter: ManageFilter,
  start: ManageStart,
  limit: number,
) {
  const table = itemTables[kind];
  const after =
    'after' in start && start.after
      ? sql`(${table.updatedAt}, ${table.id}) < (${start.after.k}::timestamptz, ${start.after.i}::bigint)`
      : undefined;
  return db
    .select({ id: table.id, updatedAt: table.updatedAt })
    .from(table)
    .where(and(manageWhere(kind, filter), after))
    .orderBy(desc(table.updatedAt), desc(table.id))
    .limit(limit)
    .offset('offset' in start ? start.offset : 0);
}

/** One row more than `size` (it only says whether a next page exists), and the count up to the usual cap. */
export async function managedPositions(
  db: Db,
  kind: ItemKind,
  filter: ManageFilter,
  start: ManageStart,
  size: number,
): Promise<{ positions: ManagedPosition[]; hasNext: boolean; total: number; capped: boolean }> {
  const [rows, counted] = await Promise.all([
    managedQuery(db, kind, filter, start, size + 1),
    countUpTo(db, itemTables[kind], manageWhere(kind, filter)),
  ]);
  return { positions: rows.slice(0, size), hasNext: rows.length > size, ...counted };
}
