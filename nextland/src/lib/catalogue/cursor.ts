// A kind's opaque keyset cursors (decision 0006): the kind's mark, the sort the cursor belongs to, the last
// row's sort key and id, and on kinds with exact titles first the keyword search's tier. The "by me" lists
// (liked, collected) and the seller's management view (updated) page the same kind with cursors of their own.
import { z } from 'zod';
import { cursorQuery, encodeCursor } from '../cursor.js';
import type { CatalogueKind } from './kind.js';
import type { SearchTier } from './sorts.js';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const tier = z.union([z.literal(0), z.literal(1)]).optional();

/** The sorts of the "by me" lists, keyed by the reaction's time (newest first). */
export const REACTED_SORTS = ['liked', 'collected'] as const;
export type ReactedSort = (typeof REACTED_SORTS)[number];

/** A cursor of one of the kind's own orderings; `t` only on kinds with exact titles first. */
export type SortCursor<S extends string> = {
  s: S;
  k: string | number;
  i: number;
  t?: SearchTier | undefined;
};
/** A cursor of a "by me" list or of the management view: keyed by a time. */
type TimeCursor<S extends string> = { s: S; k: string; i: number };
export type CatalogueCursor<S extends string> = SortCursor<S> | TimeCursor<ReactedSort | 'updated'>;

/** Decodes to one of the kind's cursors, anything else is not a cursor of this kind (400 `field.cursor`). */
export function cursorSchemaOf<S extends string>(kind: CatalogueKind<S>): z.ZodType<CatalogueCursor<S>> {
  const mark = Object.fromEntries(Object.keys(kind.cursorMark).map((field) => [field, z.literal(1)]));
  const tiered = kind.exactTitlesFirst ? { t: tier } : {};
  const sorts = Object.keys(kind.sorts) as S[];
  const bySpec = (keyType: 'timestamptz' | 'bigint') =>
    sorts.filter((s) => kind.sorts[s].keyType === keyType);
  const byTime = bySpec('timestamptz');
  const byNumber = bySpec('bigint');
  const shapes = [
    byTime.length > 0 && z.object({ ...mark, s: z.enum(byTime), k: z.iso.datetime(), i: id, ...tiered }),
    byNumber.length > 0 &&
      z.object({
        ...mark,
        s: z.enum(byNumber),
        k: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        i: id,
        ...tiered,
      }),
    z.object({ ...mark, s: z.enum(REACTED_SORTS), k: z.iso.datetime(), i: id }),
    z.object({ ...mark, s: z.literal('updated'), k: z.iso.datetime(), i: id }),
  ].filter((shape) => shape !== false);
  return z.union(shapes) as unknown as z.ZodType<CatalogueCursor<S>>;
}

/** The `after` query parameter: decoded and shape-checked while the request is validated. */
export function cursorQueryOf<S extends string>(kind: CatalogueKind<S>) {
  return cursorQuery(cursorSchemaOf(kind));
}

/** The cursor of the position right after a row. */
export function cursorOf<S extends string>(
  kind: CatalogueKind<S>,
  sort: S | ReactedSort | 'updated',
  key: Date | number,
  id: number,
  tier?: SearchTier,
): string {
  const k = key instanceof Date ? key.toISOString() : key;
  const position = tier === undefined ? { s: sort, k, i: id } : { s: sort, k, i: id, t: tier };
  return encodeCursor({ ...kind.cursorMark, ...position });
}

/** A cursor of the kind's own orderings (not a "by me" list's, nor the management view's). */
export function isSortCursor<S extends string>(
  cursor: CatalogueCursor<S> | undefined,
): cursor is SortCursor<S> {
  return cursor !== undefined && cursor.s !== 'liked' && cursor.s !== 'collected' && cursor.s !== 'updated';
}
