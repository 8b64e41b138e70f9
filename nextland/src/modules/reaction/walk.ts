// "Liked by me" / "collected by me" for any item kind: the list is driven from the user's own rows, newest
// reaction first, by keyset on (created_at, item_id) through the (customer_id, item_kind, created_at, item_id)
// index, so a page costs the same for a user with ten likes as for one with a hundred thousand, and the
// catalogue's indexes are not involved. The catalogue module passes its table and its filters (tested row by
// row on the joined item: the user's rows are few compared with the catalogue).
import { and, count, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import { type Reaction, type ReactionItemKind, reactionTables } from './schema.js';

export type ReactedScope = {
  customerId: number;
  kind: ReactionItemKind;
  /** The reaction that drives the list (its order and cursor). */
  reaction: Reaction;
  /** A second reaction the item must also have (liked and collected). */
  also: Reaction | undefined;
};

/** The catalogue's table, its id column (joined to `item_id`) and its filters on the item's row. */
export type ReactedItems = { table: PgTable; id: PgColumn; where: SQL | undefined };

export type ReactedPosition = { id: number; key: Date };

function whereOf(scope: ReactedScope, items: ReactedItems): SQL {
  const table = reactionTables[scope.reaction];
  const also = scope.also ? reactionTables[scope.also] : undefined;
  return and(
    eq(table.customerId, scope.customerId),
    eq(table.itemKind, scope.kind),
    items.where,
    also
      ? exists(
          sql`(select 1 from ${also} where ${also.customerId} = ${scope.customerId} and ${also.itemKind} = ${scope.kind} and ${also.itemId} = ${table.itemId})`,
        )
      : undefined,
  ) as SQL;
}

/** Up to `limit` positions after `after` (or from `offset`), newest reaction first. */
export async function reactedPositions(
  db: Db,
  scope: ReactedScope,
  items: ReactedItems,
  where: { after: { k: string; i: number } | undefined } | { offset: number },
  limit: number,
): Promise<ReactedPosition[]> {
  const table = reactionTables[scope.reaction];
  const after = 'after' in where ? where.after : undefined;
  const keyset = after
    ? sql`(${table.createdAt}, ${table.itemId}) < (${after.k}::timestamptz, ${after.i}::bigint)`
    : undefined;
  return db
    .select({ id: table.itemId, key: table.createdAt })
    .from(table)
    .innerJoin(items.table, eq(items.id, table.itemId))
    .where(and(whereOf(scope, items), keyset))
    .orderBy(desc(table.createdAt), desc(table.itemId))
    .limit(limit)
    .offset('offset' in where ? where.offset : 0);
}

/** The count, capped like every list's (decision 0006). */
export async function countReacted(
  db: Db,
  scope: ReactedScope,
  items: ReactedItems,
  cap = EXACT_TOTAL_UP_TO,
): Promise<{ total: number; capped: boolean }> {
  const table = reactionTables[scope.reaction];
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .innerJoin(items.table, eq(items.id, table.itemId))
    .where(whereOf(scope, items))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
