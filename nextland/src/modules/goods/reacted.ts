// "Liked by me" / "collected by me" goods: the user's own rows drive the list (reaction/walk.ts); category,
// sale type and keyword narrow them on the goods row.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  countReacted as countReactedItems,
  type ReactedPosition,
  type ReactedScope,
  reactedPositions as reactedItemPositions,
} from '../reaction/service.js';
import { goods } from './schema.js';
import { containsKeywordUnindexed } from './search.js';
import { GoodsStatus, type SaleType } from './status.js';

/** Goods anyone may see: a liked item that sold out stays in the list. */
const VISIBLE: number[] = [GoodsStatus.ON_SALE, GoodsStatus.SOLD_OUT];

export type ReactedFilter = Omit<ReactedScope, 'kind'> & {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  saleType?: SaleType | undefined;
};

function scopeOf(filter: ReactedFilter): ReactedScope {
  return { customerId: filter.customerId, kind: 'goods', reaction: filter.reaction, also: filter.also };
}

function itemsOf(filter: ReactedFilter) {
  const where = and(
    inArray(goods.status, VISIBLE),
    filter.categoryId === undefined ? undefined : eq(goods.categoryId, filter.categoryId),
    filter.saleType === undefined ? undefined : eq(goods.saleType, filter.saleType),
    filter.keyword ? containsKeywordUnindexed(filter.keyword) : undefined,
  ) as SQL;
  return { table: goods, id: goods.id, where };
}

/** Up to `limit` positions after `after` (or from `offset`), newest reaction first. */
export function reactedPositions(
  db: Db,
  filter: ReactedFilter,
  where: { after: { k: string; i: number } | undefined } | { offset: number },
  limit: number,
): Promise<ReactedPosition[]> {
  return reactedItemPositions(db, scopeOf(filter), itemsOf(filter), where, limit);
}

/** The count, capped like every list's (decision 0006). */
export function countReacted(db: Db, filter: ReactedFilter): Promise<{ total: number; capped: boolean }> {
  return countReactedItems(db, scopeOf(filter), itemsOf(filter));
}
