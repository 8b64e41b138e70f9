// The selling module's public part: the seller's management list (decision 0027 §1), their own items in every
// status but deleted, or in one, newest update first. Each is one backward walk of a partial index without deleted rows:
// <kind>_seller_updated_idx for every status, <kind>_seller_status_updated_idx for one (plan test: no Sort).
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countUpTo } from '../../lib/keyset.js';
import { GoodsStatus } from '../goods/status.js';
import { type ItemKind, itemTables } from './items.js';

export type ManageFilter = { sellerId: number; status?: GoodsStatus | undefined };

/** Where a page starts: a row number (numbered pages) or right after a position (cursor pages). */
export type ManageStart = { offset: number } | { after?: { k: string; i: number } | undefined };

export type ManagedPosition = { id: number; updatedAt: Date; rejectReason: string | null };

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
    .select({ id: table.id, updatedAt: table.updatedAt, rejectReason: table.rejectReason })
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

export type StatusCounts = { all: number; statuses: { status: GoodsStatus; count: number }[] };

/** The grouped count the plan test explains. */
export function countsQuery(db: Db, kind: ItemKind, sellerId: number) {
  const table = itemTables[kind];
  return db
    .select({ status: table.status, count: count() })
    .from(table)
    .where(manageWhere(kind, { sellerId }))
    .groupBy(table.status);
}

/**
 * The tabs' counts: every status (zero included, in code order) and their sum. One grouped count over the
 * seller's rows of the partial index <kind>_seller_status_updated_idx (deleted rows are not in it): at
 * 10,000 items an index-only walk, exact, no cap needed.
 */
export async function managedCounts(db: Db, kind: ItemKind, sellerId: number): Promise<StatusCounts> {
  const rows = await countsQuery(db, kind, sellerId);
  const counted = new Map(rows.map((row) => [row.status, row.count]));
  const statuses = Object.values(GoodsStatus).map((status) => ({ status, count: counted.get(status) ?? 0 }));
  return { all: statuses.reduce((sum, entry) => sum + entry.count, 0), statuses };
}
