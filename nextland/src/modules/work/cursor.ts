// The works list's opaque keyset cursor: `w` marks it as a works cursor (a goods cursor is a 400 here), then
// the sort, the last row's sort key and id. Keyword searches order exactly as browsing does, so one shape
// serves both.
import { z } from 'zod';
import { cursorQuery, encodeCursor } from '../../lib/cursor.js';
import { WORK_SORTS, type WorkSort } from './sorts.js';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

const byTime = z.object({ w: z.literal(1), s: z.literal('newest'), k: z.iso.datetime(), i: id });
const byNumber = z.object({
  w: z.literal(1),
  s: z.enum(WORK_SORTS.filter((sort) => sort !== 'newest') as ['price_asc', 'price_desc', 'popular']),
  k: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  i: id,
});

/** "Liked by me" / "collected by me": newest reaction first, keyed by the reaction's time (reacted.ts). */
const byReaction = z.object({
  w: z.literal(1),
  s: z.enum(['liked', 'collected']),
  k: z.iso.datetime(),
  i: id,
});
export type WorkReactionSort = z.output<typeof byReaction>['s'];

/** The seller's management view (manage=true): newest update first (selling/manage-list.ts). */
const byUpdate = z.object({ w: z.literal(1), s: z.literal('updated'), k: z.iso.datetime(), i: id });

export const workCursorSchema = z.union([byTime, byNumber, byReaction, byUpdate]);
export type WorkCursor = z.output<typeof workCursorSchema>;

export const workCursorQuery = cursorQuery(workCursorSchema);

export function workCursor(
  sort: WorkSort | WorkReactionSort | 'updated',
  key: Date | number,
  id: number,
): string {
  return encodeCursor({ w: 1, s: sort, k: key instanceof Date ? key.toISOString() : key, i: id });
}
