// The goods list's keyset cursor (decision 0006): the sort it belongs to, the last row's sort key and id,
// and for keyword searches which tier the row was in (exact title matches come first). Opaque to clients.
import { z } from 'zod';
import { cursorQuery, encodeCursor } from '../../lib/cursor.js';
import { GOODS_SORTS, type GoodsSort } from './sorts.js';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** 0: exact title matches, 1: every other match. Only keyword searches have tiers. */
const tier = z.union([z.literal(0), z.literal(1)]).optional();

const TIME_SORTS = ['newest', 'ending_soon'] as const satisfies GoodsSort[];
const byTime = z.object({ s: z.enum(TIME_SORTS), k: z.iso.datetime(), i: id, t: tier });
const byNumber = z.object({
  s: z.enum(
    GOODS_SORTS.filter((sort) => !(TIME_SORTS as readonly string[]).includes(sort)) as [
      'price_asc',
      'price_desc',
      'popular',
    ],
  ),
  k: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  i: id,
  t: tier,
});

/** "Liked by me" / "collected by me": newest reaction first, keyed by the reaction's time (reacted.ts). */
const byReaction = z.object({ s: z.enum(['liked', 'collected']), k: z.iso.datetime(), i: id });
export type ReactionCursorSort = z.output<typeof byReaction>['s'];

/** The seller's management view (manage=true): newest update first (selling/service.ts). */
const byUpdate = z.object({ s: z.literal('updated'), k: z.iso.datetime(), i: id });

export const goodsCursorSchema = z.union([byTime, byNumber, byReaction, byUpdate]);
export type GoodsCursor = z.output<typeof goodsCursorSchema>;
export type SearchTier = 0 | 1;

/** The `after` query parameter: decoded and shape-checked while the request is validated. */
export const goodsCursorQuery = cursorQuery(goodsCursorSchema);

export function goodsCursor(
  sort: GoodsSort | ReactionCursorSort | 'updated',
  key: Date | number,
  id: number,
  tier?: SearchTier,
): string {
  const k = key instanceof Date ? key.toISOString() : key;
  return encodeCursor(tier === undefined ? { s: sort, k, i: id } : { s: sort, k, i: id, t: tier });
}
