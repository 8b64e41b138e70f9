// Keyset paging for lists in creation order (messages, invitees, no-postage entries, the review queue), the
// pattern goods set in decision 0006: the order ends in id, so (created_at, id) names exactly one position; a
// page asks for one row more than it shows; the total is counted no further than a cap; the cursor is opaque.
import { and, asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { type CursorPage, cursorQuery, encodeCursor } from './cursor.js';

/**
 * Totals of these lists are exact up to this many rows and "at least this many" beyond, like goods': a count
 * that stops at the cap costs the same for a user with ten rows as for one with a million.
 */
export const EXACT_TOTAL_UP_TO = 2000;

/** A list ordered by creation time. `name` goes into its cursors, so one list's cursor is a 400 on another. */
export type TimeOrderedList = {
  name: string;
  createdAt: PgColumn;
  id: PgColumn;
  direction: 'asc' | 'desc';
};

const rowId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `l`: the list, `k`: the row's creation time (ISO, millisecond precision like the columns), `i`: its id. */
function timeCursorSchema(list: TimeOrderedList) {
  return z.object({ l: z.literal(list.name), k: z.iso.datetime(), i: rowId });
}

export type TimeCursor = z.output<ReturnType<typeof timeCursorSchema>>;

/** What a cursor route asks for: a page size and, after the first page, the cursor to continue from. */
export type TimeCursorPageRequest = { size: number; after?: TimeCursor | undefined };

/** The `after` query parameter of the list's cursor route: decoded and checked during validation. */
export function timeCursorQuery(list: TimeOrderedList) {
  return cursorQuery(timeCursorSchema(list)).describe(
    'Opaque cursor from the previous page (`nextCursor` or a record `cursor`); absent for the first',
  );
}

export function timeCursor(list: TimeOrderedList, createdAt: Date, id: number): string {
  return encodeCursor({ l: list.name, k: createdAt.toISOString(), i: id });
}

/** ORDER BY terms of the list: creation time, then id, both in the list's direction. */
export function timeOrdering(list: TimeOrderedList): SQL[] {
  const by = list.direction === 'asc' ? asc : desc;
  return [by(list.createdAt), by(list.id)];
}

/**
 * Rows strictly after the cursor in the list's order, as one row comparison that PostgreSQL turns into a
 * start position in a (…, created_at, id) index. Undefined (no condition) without a cursor.
 */
export function afterTimeCursor(list: TimeOrderedList, after: TimeCursor | undefined): SQL | undefined {
  if (!after) return undefined;
  const bound = sql`(${after.k}::timestamptz, ${after.i}::bigint)`;
  return list.direction === 'asc'
    ? sql`(${list.createdAt}, ${list.id}) > ${bound}`
    : sql`(${list.createdAt}, ${list.id}) < ${bound}`;
}

/**
 * How many rows of `table` match, counting no further than `cap` + 1: exact up to the cap, otherwise "at
 * least cap". The LIMIT stops the scan, so a million matches cost what `cap` do.
 */
export async function countUpTo(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  cap = EXACT_TOTAL_UP_TO,
): Promise<{ total: number; capped: boolean }> {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/** A row as the list's query returns it: at least its position. */
export type Positioned = { createdAt: Date; id: number };

/**
 * One cursor page of a time-ordered list. `select(where, limit)` runs the list's own query (its columns and
 * joins) with the extra condition and limit, in `timeOrdering`; `filter` is the list's own condition (whose
 * rows, which filter), counted up to the cap at the same time.
 */
export async function timeCursorPage<R extends Positioned, T>(
  db: Db,
  list: TimeOrderedList & { table: PgTable },
  {
    filter,
    after,
    size,
    select,
    toRecord,
  }: {
    filter: SQL | undefined;
    after: TimeCursor | undefined;
    size: number;
    select: (where: SQL | undefined, limit: number) => Promise<R[]>;
    toRecord: (row: R) => T;
  },
): Promise<CursorPage<T & { cursor: string }>> {
  const [rows, counted] = await Promise.all([
    select(and(filter, afterTimeCursor(list, after)), size + 1),
    countUpTo(db, list.table, filter),
  ]);
  const page = rows.slice(0, size);
  const records = page.map((row) => ({ ...toRecord(row), cursor: timeCursor(list, row.createdAt, row.id) }));
  const hasNext = rows.length > size;
  return {
    records,
    hasNext,
    nextCursor: hasNext ? (records.at(-1)?.cursor ?? null) : null,
    total: counted.total,
    totalRelation: counted.capped ? 'AT_LEAST' : 'EXACT',
  };
}
