// Likes and collects: one row per user and goods, the goods row's count moved in the same transaction, so a
// repeat (a retry, a double click, two tabs) changes nothing and concurrent likes from many users all count.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { type Reaction, reactionTables } from './schema.js';

/** Goods anyone may see (and so like): on sale or sold out, as the detail page. */
const VISIBLE: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export type ReactionState = {
  id: string;
  likeCount: number;
  collectCount: number;
  isLiked: boolean;
  isCollected: boolean;
};

const countColumn = { like: goods.likeCount, collect: goods.collectCount } as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sets the user's like (or collect) on goods to `on`: explicit target state, so a retry is harmless. Liking
 * needs goods anyone may see; taking a like back also works on goods that have since gone off sale. Unknown
 * goods (and hidden goods the user never reacted to) are 404.
 */
export async function setReaction(
  db: Db,
  customerId: number,
  reaction: Reaction,
  rawId: string,
  on: boolean,
): Promise<ReactionState> {
  const goodsId = parseId(rawId);
  if (goodsId === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    const table = reactionTables[reaction];
    let changed = false;
    if (on) {
      const [visible] = await tx
        .select({ id: goods.id })
        .from(goods)
        .where(and(eq(goods.id, goodsId), inArray(goods.status, VISIBLE)));
      if (!visible) throw new NotFoundError();
      const inserted = await tx
        .insert(table)
        .values({ customerId, goodsId })
        .onConflictDoNothing()
        .returning({ goodsId: table.goodsId });
      changed = inserted.length > 0;
      if (changed) await moveCount(tx, reaction, goodsId, 1);
    } else {
      const deleted = await tx
        .delete(table)
        .where(and(eq(table.customerId, customerId), eq(table.goodsId, goodsId)))
        .returning({ goodsId: table.goodsId });
      changed = deleted.length > 0;
      if (changed) await moveCount(tx, reaction, goodsId, -1);
    }
    return stateOf(tx, customerId, goodsId, changed);
  });
}

/** One UPDATE: concurrent likers queue on the row lock, so each increment counts. */
async function moveCount(tx: Tx, reaction: Reaction, goodsId: number, by: 1 | -1) {
  const column = countColumn[reaction];
  await tx
    .update(goods)
    .set({ [reaction === 'like' ? 'likeCount' : 'collectCount']: sql`greatest(${column} + ${by}, 0)` })
    .where(eq(goods.id, goodsId));
}

async function stateOf(
  tx: Tx,
  customerId: number,
  goodsId: number,
  changed: boolean,
): Promise<ReactionState> {
  const [row] = await tx
    .select({ likeCount: goods.likeCount, collectCount: goods.collectCount, status: goods.status })
    .from(goods)
    .where(eq(goods.id, goodsId));
  if (!row) throw new NotFoundError();
  const [liked, collected] = await Promise.all([
    reactedAmong(tx, customerId, 'like', [goodsId]),
    reactedAmong(tx, customerId, 'collect', [goodsId]),
  ]);
  // Hidden goods the user had no reaction to are not theirs to see (taking one back is allowed).
  if (!changed && !VISIBLE.includes(row.status) && !liked.has(goodsId) && !collected.has(goodsId)) {
    throw new NotFoundError();
  }
  return {
    id: String(goodsId),
    likeCount: row.likeCount,
    collectCount: row.collectCount,
    isLiked: liked.has(goodsId),
    isCollected: collected.has(goodsId),
  };
}

/** Which of `goodsIds` the user has liked (or collected): a primary-key probe per id, for one page of a list. */
export async function reactedAmong(
  db: Db | Tx,
  customerId: number,
  reaction: Reaction,
  goodsIds: number[],
): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const table = reactionTables[reaction];
  const rows = await db
    .select({ goodsId: table.goodsId })
    .from(table)
    .where(and(eq(table.customerId, customerId), inArray(table.goodsId, goodsIds)));
  return new Set(rows.map((row) => row.goodsId));
}

/**
 * Counts and the caller's flags for up to 100 visible goods, in the order asked (unknown and hidden ids left
 * out): what a page rendered for everyone needs to show one user's likes after it loads.
 */
export async function reactionStates(db: Db, customerId: number, ids: number[]): Promise<ReactionState[]> {
  const rows = await db
    .select({ id: goods.id, likeCount: goods.likeCount, collectCount: goods.collectCount })
    .from(goods)
    .where(and(inArray(goods.id, ids), inArray(goods.status, VISIBLE)));
  const found = rows.map((row) => row.id);
  const [liked, collected] = await Promise.all([
    reactedAmong(db, customerId, 'like', found),
    reactedAmong(db, customerId, 'collect', found),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: String(id),
        likeCount: row.likeCount,
        collectCount: row.collectCount,
        isLiked: liked.has(id),
        isCollected: collected.has(id),
      },
    ];
  });
}
