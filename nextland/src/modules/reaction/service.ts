// Likes and collects on goods and works: one row per user and item, the item row's count moved in the same
// transaction, so a repeat (a retry, a double click, two tabs) changes nothing and concurrent likes from many
// users all count.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import { type Reaction, type ReactionItemKind, reactionTables } from './schema.js';
import { moveCount, reactionTargets, VISIBLE_STATUSES } from './targets.js';

export type ReactionState = {
  id: string;
  likeCount: number;
  collectCount: number;
  isLiked: boolean;
  isCollected: boolean;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sets the user's like (or collect) on an item to `on`: explicit target state, so a retry is harmless. Liking
 * needs an item anyone may see; taking a like back also works on one that has since gone off sale. Unknown
 * items (and hidden items the user never reacted to) are 404.
 */
export async function setReaction(
  db: Db,
  customerId: number,
  kind: ReactionItemKind,
  reaction: Reaction,
  rawId: string,
  on: boolean,
): Promise<ReactionState> {
  const itemId = parseId(rawId);
  if (itemId === null) throw new NotFoundError();
  const target = reactionTargets[kind];
  return db.transaction(async (tx) => {
    const table = reactionTables[reaction];
    let changed = false;
    if (on) {
      const [visible] = await tx
        .select({ id: target.id })
        .from(target.table)
        .where(and(eq(target.id, itemId), inArray(target.status, VISIBLE_STATUSES)));
      if (!visible) throw new NotFoundError();
      const inserted = await tx
        .insert(table)
        .values({ customerId, itemKind: kind, itemId })
        .onConflictDoNothing()
        .returning({ itemId: table.itemId });
      changed = inserted.length > 0;
    } else {
      const deleted = await tx
        .delete(table)
        .where(and(eq(table.customerId, customerId), eq(table.itemKind, kind), eq(table.itemId, itemId)))
        .returning({ itemId: table.itemId });
      changed = deleted.length > 0;
    }
    if (changed) await moveCount(tx, kind, reaction, itemId, on ? 1 : -1);
    return stateOf(tx, customerId, kind, itemId, changed);
  });
}

async function stateOf(
  tx: Tx,
  customerId: number,
  kind: ReactionItemKind,
  itemId: number,
  changed: boolean,
): Promise<ReactionState> {
  const target = reactionTargets[kind];
  const [row] = await tx
    .select({ likeCount: target.likeCount, collectCount: target.collectCount, status: target.status })
    .from(target.table)
    .where(eq(target.id, itemId));
  if (!row) throw new NotFoundError();
  // One after the other: a transaction has one connection, which runs one statement at a time.
  const liked = await reactedAmong(tx, customerId, kind, 'like', [itemId]);
  const collected = await reactedAmong(tx, customerId, kind, 'collect', [itemId]);
  // Hidden items the user had no reaction to are not theirs to see (taking one back is allowed).
  if (!changed && !VISIBLE_STATUSES.includes(row.status) && !liked.has(itemId) && !collected.has(itemId)) {
    throw new NotFoundError();
  }
  return {
    id: String(itemId),
    likeCount: row.likeCount,
    collectCount: row.collectCount,
    isLiked: liked.has(itemId),
    isCollected: collected.has(itemId),
  };
}

/** Which of `ids` the user has liked (or collected): a primary-key probe per id, for one page of a list. */
export async function reactedAmong(
  db: Db | Tx,
  customerId: number,
  kind: ReactionItemKind,
  reaction: Reaction,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = reactionTables[reaction];
  const rows = await db
    .select({ itemId: table.itemId })
    .from(table)
    .where(and(eq(table.customerId, customerId), eq(table.itemKind, kind), inArray(table.itemId, ids)));
  return new Set(rows.map((row) => row.itemId));
}

/** The caller's likes and collects among a page of items; null where not asked for or anonymous. */
export type UserFlags = { liked: Set<number> | null; collected: Set<number> | null };
export const NO_FLAGS: UserFlags = { liked: null, collected: null };

/** The flags a list asks for (`isAuthUserLike` / `isAuthUserCollect`), for the page's ids only. */
export async function userFlagsOf(
  db: Db,
  viewer: number | null,
  kind: ReactionItemKind,
  ask: { isAuthUserLike?: boolean | undefined; isAuthUserCollect?: boolean | undefined },
  ids: number[],
): Promise<UserFlags> {
  if (viewer === null || ids.length === 0) return NO_FLAGS;
  const [liked, collected] = await Promise.all([
    ask.isAuthUserLike ? reactedAmong(db, viewer, kind, 'like', ids) : null,
    ask.isAuthUserCollect ? reactedAmong(db, viewer, kind, 'collect', ids) : null,
  ]);
  return { liked, collected };
}

/**
 * Counts and the caller's flags for up to 100 visible items, in the order asked (unknown and hidden ids left
 * out): what a page rendered for everyone needs to show one user's likes after it loads.
 */
export async function reactionStates(
  db: Db,
  customerId: number,
  kind: ReactionItemKind,
  ids: number[],
): Promise<ReactionState[]> {
  const target = reactionTargets[kind];
  const rows = await db
    .select({ id: target.id, likeCount: target.likeCount, collectCount: target.collectCount })
    .from(target.table)
    .where(and(inArray(target.id, ids), inArray(target.status, VISIBLE_STATUSES)));
  const found = rows.map((row) => row.id);
  const [liked, collected] = await Promise.all([
    reactedAmong(db, customerId, kind, 'like', found),
    reactedAmong(db, customerId, kind, 'collect', found),
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

/** "Liked by me" / "collected by me" lists, for the catalogue modules (walk.ts). */
/** A deleted item's likes and collects go with it (in the deleting transaction): lists never show a ghost. */
export async function forgetReactionsOf(tx: Db, itemKind: ReactionItemKind, itemId: number): Promise<void> {
  for (const table of Object.values(reactionTables)) {
    await tx.delete(table).where(and(eq(table.itemKind, itemKind), eq(table.itemId, itemId)));
  }
}

export { countReacted, type ReactedPosition, type ReactedScope, reactedPositions } from './walk.js';
