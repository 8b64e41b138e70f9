// The conditions a kind's lists start from: the listed status and the kind's own filters, and for the "by
// me" lists every visible status, the filters and the keyword tested row by row.
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { CatalogueKind } from './kind.js';
import { containsKeywordUnindexed } from './search.js';

/** Listed (on sale) plus the filters: the equality prefix of the list indexes, and all browsing matches. */
export function browseWhere<F>(kind: CatalogueKind<string, F>, filter: F): SQL {
  return and(eq(kind.item.status, kind.listedStatus), ...kind.filtersOf(filter)) as SQL;
}

/**
 * The item conditions of a "by me" list (driven by the user's reaction rows, reaction/walk.ts): any status
 * anyone may see, so a liked item that sold out stays; the filters and the keyword are tested on the item's
 * row, cheap because the user's rows are few compared with the catalogue.
 */
export function reactedItemsOf<F extends { keyword?: string | undefined }>(
  kind: CatalogueKind<string, F>,
  filter: F,
) {
  const where = and(
    inArray(kind.item.status, [...kind.visibleStatuses]),
    ...kind.filtersOf(filter),
    filter.keyword ? containsKeywordUnindexed(kind, filter.keyword) : undefined,
  ) as SQL;
  return { table: kind.item.table, id: kind.item.id, where };
}
