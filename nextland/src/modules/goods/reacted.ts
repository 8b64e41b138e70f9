// "Liked by me" / "collected by me": the list is driven from the user's own rows, newest reaction first, by
// keyset on (created_at, goods_id) through the (customer_id, created_at, goods_id) index, so a page costs the
// same for a user with ten likes as for one with a hundred thousand, and the catalogue's indexes are not
// involved. Category, sale type and keyword narrow those rows (tested row by row: the user's rows are few
// compared with the catalogue).
import { and, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { EXACT_TOTAL_UP_TO } from '../../lib/keyset.js';
import { type Reaction, reactionTables } from '../reaction/schema.js';
import { goods } from './schema.js';
import { containsKeywordUnindexed } from './search.js';
import { GoodsStatus, type SaleType } from './status.js';

/** Goods anyone may see: a liked item that sold out stays in the list. */
const VISIBLE: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export type ReactedFilter = {
  customerId: number;
  /** The reaction that drives the list (its order and cursor). */
  reaction: Reaction;
  /** A second reaction the goods must also have (liked and collected). */
  also: Reaction | undefined;
  keyword?: string | undefined;
  categoryId?: number | undefined;
  saleType?: SaleType | undefined;
};

export type ReactedPosition = { id: number; key: Date };

function whereOf(filter: ReactedFilter): SQL {
  const table = reactionTables[filter.reaction];
  const also = filter.also ? reactionTables[filter.also] : undefined;
  return and(
    eq(table.customerId, filter.customerId),
    inArray(goods.status, VISIBLE),
    filter.categoryId === undefined ? undefined : eq(goods.categoryId, filter.categoryId),
    filter.saleType === undefined ? undefined : eq(goods.saleType, filter.saleType),
    filter.keyword ? containsKeywordUnindexed(filter.keyword) : undefined,
    also
      ? exists(
          sql`(select 1 from ${also} where ${also.customerId} = ${filter.customerId} and ${also.goodsId} = ${goods.id})`,
        )
      : undefined,
  ) as SQL;
}

/** Up to `limit` positions after `after` (or from `offset`), newest reaction first. */
export async function reactedPositions(
  db: Db,
  filter: ReactedFilter,
  where: { after: { k: string; i: number } | undefined } | { offset: number },
  limit: number,
): Promise<ReactedPosition[]> {
  const table = reactionTables[filter.reaction];
  const after = 'after' in where ? where.after : undefined;
  const keyset = after
    ? sql`(${table.createdAt}, ${table.goodsId}) < (${after.k}::timestamptz, ${after.i}::bigint)`
    : undefined;
  const rows = await db
    .select({ id: table.goodsId, key: table.createdAt })
    .from(table)
    .innerJoin(goods, eq(goods.id, table.goodsId))
    .where(and(whereOf(filter), keyset))
    .orderBy(desc(table.createdAt), desc(table.goodsId))
    .limit(limit)
    .offset('offset' in where ? where.offset : 0);
  return rows;
}

/** The count, capped like every list's (decision 0006). */
export async function countReacted(
  db: Db,
  filter: ReactedFilter,
  cap = EXACT_TOTAL_UP_TO,
): Promise<{ total: number; capped: boolean }> {
  const table = reactionTables[filter.reaction];
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .innerJoin(goods, eq(goods.id, table.goodsId))
    .where(whereOf(filter))
    .limit(cap + 1)
    .as('limited');
  const [row] = await db.select({ n: count() }).from(limited);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}
