// "Liked by me" / "collected by me" goods: the user's own rows drive the list (reaction/walk.ts); category,
// sale type and keyword narrow them on the goods row (lib/catalogue/where.ts).
import type { Db } from '../../db/client.js';
import { reactedItemsOf } from '../../lib/catalogue/where.js';
import {
  countReacted as countReactedItems,
  type ReactedPosition,
  type ReactedScope,
  reactedPositions as reactedItemPositions,
} from '../reaction/service.js';
import { type GoodsFilter, goodsKind } from './kind.js';

export type ReactedFilter = Omit<ReactedScope, 'kind'> & GoodsFilter;

function scopeOf(filter: ReactedFilter): ReactedScope {
  return { customerId: filter.customerId, kind: 'goods', reaction: filter.reaction, also: filter.also };
}

/** Up to `limit` positions after `after` (or from `offset`), newest reaction first. */
export function reactedPositions(
  db: Db,
  filter: ReactedFilter,
  where: { after: { k: string; i: number } | undefined } | { offset: number },
  limit: number,
): Promise<ReactedPosition[]> {
  return reactedItemPositions(db, scopeOf(filter), reactedItemsOf(goodsKind, filter), where, limit);
}

/** The count, capped like every list's (decision 0006). */
export function countReacted(db: Db, filter: ReactedFilter): Promise<{ total: number; capped: boolean }> {
  return countReactedItems(db, scopeOf(filter), reactedItemsOf(goodsKind, filter));
}
