// The buyer's library (decision 0023): the works they own, newest first, by keyset. The owner is always the
// caller: the query is scoped to them, so nobody can ask for someone else's library.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  type TimeCursorPageRequest,
  type TimeOrderedList,
  timeCursorPage,
  timeOrdering,
} from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { workSummariesOf } from '../work/service.js';
import type { LibraryItemDto } from './dto.js';
import { libraryItems } from './schema.js';

/** Index library_items_customer_acquired_idx serves every page. */
export const libraryList = {
  name: 'library',
  table: libraryItems,
  createdAt: libraryItems.acquiredAt,
  id: libraryItems.id,
  direction: 'desc',
} as const satisfies TimeOrderedList & { table: typeof libraryItems };

export async function listLibrary(
  db: Db,
  lang: Lang,
  userId: number,
  { size, after }: TimeCursorPageRequest,
) {
  const page = await timeCursorPage(db, libraryList, {
    filter: eq(libraryItems.customerId, userId),
    after,
    size,
    select: (where, limit) =>
      db
        .select({
          id: libraryItems.id,
          workId: libraryItems.workId,
          orderId: libraryItems.orderId,
          createdAt: libraryItems.acquiredAt,
        })
        .from(libraryItems)
        .where(where)
        .orderBy(...timeOrdering(libraryList))
        .limit(limit),
    toRecord: (row) => row,
  });
  const worksById = await workSummariesOf(
    db,
    lang,
    page.records.map((record) => record.workId),
  );
  const records: (LibraryItemDto & { cursor: string })[] = page.records.flatMap((record) => {
    const work = worksById.get(record.workId);
    if (!work) return [];
    return [
      {
        id: String(record.id),
        orderId: String(record.orderId),
        acquiredAt: record.createdAt.toISOString(),
        work: {
          id: work.id,
          title: work.title,
          lang: work.lang,
          translated: work.translated,
          mediaType: work.mediaType,
          cover: work.cover,
          seller: { id: work.sellerId, nickname: work.seller.nickname },
        },
        cursor: record.cursor,
      },
    ];
  });
  return { ...page, records };
}

/** Which of `workIds` the customer already owns. */
export async function ownedWorks(db: Db, customerId: number, workIds: number[]): Promise<Set<number>> {
  if (workIds.length === 0) return new Set();
  const rows = await db
    .select({ workId: libraryItems.workId })
    .from(libraryItems)
    .where(and(eq(libraryItems.customerId, customerId), inArray(libraryItems.workId, workIds)));
  return new Set(rows.map((row) => row.workId));
}

/** Works a paid digital order delivers (in the payment's transaction); a work already owned stays as it was. */
export async function addToLibrary(
  tx: Db,
  rows: { customerId: number; workId: number; orderId: number; acquiredAt: Date }[],
): Promise<void> {
  if (rows.length > 0) await tx.insert(libraryItems).values(rows).onConflictDoNothing();
}

/** Works whose payment was refunded leave the buyer's library (in the refund's transaction). */
export async function removeFromLibrary(tx: Db, customerId: number, workIds: number[]): Promise<void> {
  if (workIds.length === 0) return;
  await tx
    .delete(libraryItems)
    .where(and(eq(libraryItems.customerId, customerId), inArray(libraryItems.workId, workIds)));
}
