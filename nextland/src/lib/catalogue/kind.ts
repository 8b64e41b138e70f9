// A kind of catalogue item (decision 0029): what the kit needs to list, sort, page and search one kind —
// goods, works, and the kinds still to come (projects, events, news, editions). Each kind declares one of
// these in its module's kind.ts; the kit's functions take it and never name a kind themselves.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** One ordering of the list: its key column, direction, and the SQL type a cursor's key is cast to. */
export type SortSpec = { key: PgColumn; direction: 'asc' | 'desc'; keyType: 'timestamptz' | 'bigint' };

/** A table holding an item's texts: the item itself, or its translations table. */
export type TextColumns = { title: PgColumn; description: PgColumn };

/**
 * `S`: the sort names; `F`: the list's filters (keyword aside), which `filtersOf` turns into conditions on
 * the item table: the equality prefix of the list indexes first, then whatever is tested on the walk.
 */
// biome-ignore lint/suspicious/noExplicitAny: a kind's filters are its own; the kit only passes them through
export type CatalogueKind<S extends string = string, F = any> = {
  /** The item table and the columns the kit reads on it. */
  item: TextColumns & { table: PgTable; id: PgColumn; status: PgColumn };
  /** The translations table (lib/catalogue/tables.ts) and its foreign key to the item. */
  translations: TextColumns & { table: PgTable; itemId: PgColumn };
  /** The list's orderings, in the order the API documents them; each ends in id (sorts.ts). */
  sorts: Readonly<Record<S, SortSpec>>;
  /**
   * Fields every cursor of the kind carries before its position, so one kind's cursor is a 400 on another's
   * list (works carry `w: 1`; goods, the first kind, none). Part of the cursors clients hold: never change it.
   */
  cursorMark: Readonly<Record<string, 1>>;
  /**
   * Whether a keyword search ranks exact titles (in any language) first: the list then walks two segments and
   * its cursors carry the tier (`t`). Needs the lower(title) indexes on both tables.
   */
  exactTitlesFirst: boolean;
  /** The status an item has while it is listed (on sale). */
  listedStatus: number;
  /** The list's filters as conditions on the item table (the kit adds the status and the keyword). */
  filtersOf: (filter: F) => (SQL | undefined)[];
  /** Statuses anyone may see: a liked item that sold out stays in the "by me" lists. */
  visibleStatuses: readonly number[];
};

type ItemTable = PgTable & TextColumns & { id: PgColumn; status: PgColumn };

/** The item part of a kind: the table and the columns the kit reads on it, all named as the kit expects. */
export function itemOf(table: ItemTable): CatalogueKind['item'] {
  const { id, status, title, description } = table;
  return { table, id, status, title, description };
}

/** The translations part of a kind: a table from translationsTable and its foreign key to the item. */
export function translationsOf(
  table: PgTable & TextColumns,
  itemId: PgColumn,
): CatalogueKind['translations'] {
  return { table, itemId, title: table.title, description: table.description };
}
