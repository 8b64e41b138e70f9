// A kind's orderings as SQL and in memory (decision 0006). Each ends in id, so rows with equal keys keep one
// fixed order: offsets never repeat or skip a row, and a cursor (key, id) names exactly one position.
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { CatalogueKind } from './kind.js';

/** A listed row's place in its ordering: what a cursor needs. `tier` only on kinds with exact titles first. */
export type PagePosition = { id: number; key: Date | number; tier?: SearchTier | undefined };

/** 0: exact title matches, 1: every other match (kinds with exactTitlesFirst, keyword searches only). */
export type SearchTier = 0 | 1;

/** ORDER BY terms for the sort; `columns` names them in a subquery instead of on the item table. */
export function orderingOf<S extends string>(
  kind: CatalogueKind<S>,
  sort: S,
  columns?: { key: SQL; id: SQL },
): SQL[] {
  const { key, direction } = kind.sorts[sort];
  const by = direction === 'asc' ? asc : desc;
  return [by(columns?.key ?? key), by(columns?.id ?? kind.item.id)];
}

/**
 * Rows strictly after (key, id) in the sort's order, as one row comparison: PostgreSQL turns it into a
 * start position in the (…, key, id) index, so page 1,000 costs what page 1 does.
 */
export function afterKey<S extends string>(
  kind: CatalogueKind<S>,
  sort: S,
  key: string | number,
  id: number,
): SQL {
  const { key: column, direction, keyType } = kind.sorts[sort];
  const bound = sql`(${key}::${sql.raw(keyType)}, ${id}::bigint)`;
  return direction === 'asc'
    ? sql`(${column}, ${kind.item.id}) > ${bound}`
    : sql`(${column}, ${kind.item.id}) < ${bound}`;
}

/** The list's order in memory: tier first (exact titles), then the sort key and id in the sort's direction. */
export function comparePositions<S extends string>(kind: CatalogueKind<S>, sort: S) {
  const sign = kind.sorts[sort].direction === 'asc' ? 1 : -1;
  return (a: PagePosition, b: PagePosition): number =>
    (a.tier ?? 0) - (b.tier ?? 0) || sign * (Number(a.key) - Number(b.key)) || sign * (a.id - b.id);
}
