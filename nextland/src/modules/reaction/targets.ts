// What can be liked and collected, per item kind: the table, its counters, and who may see it. Goods and works
// share status codes (docs/domain.md#item-status), so "visible" means the same for both.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { goods } from '../goods/schema.js';
import { GoodsStatus } from '../goods/status.js';
import { works } from '../work/schema.js';
import { type Reaction, ReactionItemKind } from './schema.js';

/** Items anyone may see (and so like): on sale or sold out, as their detail pages. */
export const VISIBLE_STATUSES: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export const reactionTargets = {
  [ReactionItemKind.GOODS]: {
    table: goods,
    id: goods.id,
    status: goods.status,
    likeCount: goods.likeCount,
    collectCount: goods.collectCount,
  },
  [ReactionItemKind.OPUS]: {
    table: works,
    id: works.id,
    status: works.status,
    likeCount: works.likeCount,
    collectCount: works.collectCount,
  },
} as const;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves the item's like (or collect) count by one. A single UPDATE: concurrent likers queue on the row's lock,
 * so each increment counts. Never below zero (the demo data's counts are not backed by rows).
 */
export async function moveCount(
  tx: Tx,
  kind: ReactionItemKind,
  reaction: Reaction,
  id: number,
  by: 1 | -1,
): Promise<void> {
  const field = reaction === 'like' ? 'likeCount' : 'collectCount';
  if (kind === ReactionItemKind.GOODS) {
    await tx
      .update(goods)
      .set({ [field]: sql`greatest(${goods[field]} + ${by}, 0)` })
      .where(eq(goods.id, id));
  } else {
    await tx
      .update(works)
      .set({ [field]: sql`greatest(${works[field]} + ${by}, 0)` })
      .where(eq(works.id, id));
  }
}
