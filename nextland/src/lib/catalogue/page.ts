// A page of a kind's list as the services answer it: the rows (with the kind's own joins) in the order the
// plan chose, each row's cursor, and whether a page follows.
import type { CursorPage } from '../cursor.js';
import type { PagePosition } from './sorts.js';

export type ListedPage<R> = {
  rows: R[];
  /** Each row's own cursor (the position right after it), for clients that resume from any row. */
  cursors: string[];
  hasNext: boolean;
  /** Cursor of the page's last row when a page follows. */
  nextCursor: string | null;
  total: number;
  capped: boolean;
};

/**
 * The page of `size + 1` positions (the extra one only says whether a next page exists): `findRows` reads the
 * rows of the page's ids in their order, `cursorOf` gives each position's cursor.
 */
export async function pageOf<R, P extends PagePosition>(
  positions: P[],
  size: number,
  findRows: (ids: number[]) => Promise<R[]>,
  cursorOf: (position: P) => string,
  count: { total: number; capped: boolean },
): Promise<ListedPage<R>> {
  const hasNext = positions.length > size;
  const page = positions.slice(0, size);
  const rows = await findRows(page.map((position) => position.id));
  const cursors = page.map(cursorOf);
  return { rows, cursors, hasNext, nextCursor: hasNext ? (cursors.at(-1) ?? null) : null, ...count };
}

/** The cursor route's answer for a listed page: each row as `toRecord` makes it, followed by its cursor. */
export function cursorPageOf<R, T>(
  listed: ListedPage<R>,
  toRecord: (row: R) => T,
): CursorPage<T & { cursor: string }> {
  return {
    records: listed.rows.map((row, i) => ({ ...toRecord(row), cursor: listed.cursors[i] ?? '' })),
    hasNext: listed.hasNext,
    nextCursor: listed.nextCursor,
    total: listed.total,
    totalRelation: listed.capped ? 'AT_LEAST' : 'EXACT',
  };
}
