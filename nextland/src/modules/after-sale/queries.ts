// Reads of after-sale requests, scoped to the viewer in the query: the buyer's own or the seller's own.
// Anyone else's request is simply not found.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import {
  type TimeCursorPageRequest,
  type TimeOrderedList,
  timeCursorPage,
  timeOrdering,
} from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import type { AfterSaleDto } from './dto.js';
import { afterSales } from './schema.js';
import type { AfterSaleStatus } from './status.js';
import { type AfterSaleRow, afterSalesView } from './view.js';

export type AfterSaleRole = 'buyer' | 'seller';
export type AfterSaleViewer = { id: number; role: AfterSaleRole };

const partyColumn = (role: AfterSaleRole) => (role === 'buyer' ? afterSales.buyerId : afterSales.sellerId);

/** Newest first: the (buyer|seller, [status,] created_at, id) indexes serve every page, read backwards. */
const listOf = (name: string) =>
  ({
    name,
    table: afterSales,
    createdAt: afterSales.createdAt,
    id: afterSales.id,
    direction: 'desc',
  }) as const;
export const afterSaleLists: Record<AfterSaleRole, TimeOrderedList & { table: typeof afterSales }> = {
  buyer: listOf('afterSales'),
  seller: listOf('sellerAfterSales'),
};

export async function listAfterSales(
  db: Db,
  lang: Lang,
  viewer: AfterSaleViewer,
  photoUrl: (key: string) => string,
  {
    size,
    after,
    status,
    orderId,
  }: TimeCursorPageRequest & { status?: AfterSaleStatus | undefined; orderId?: string | undefined },
) {
  const list = afterSaleLists[viewer.role];
  const filter = and(
    eq(partyColumn(viewer.role), viewer.id),
    status === undefined ? undefined : eq(afterSales.status, status),
    orderId === undefined ? undefined : eq(afterSales.orderId, Number(orderId)),
  );
  const page = await timeCursorPage(db, list, {
    filter,
    after,
    size,
    select: (where: SQL | undefined, limit: number) =>
      db
        .select()
        .from(afterSales)
        .where(where)
        .orderBy(...timeOrdering(list))
        .limit(limit),
    toRecord: (row: AfterSaleRow) => row,
  });
  const dtos = await afterSalesView(db, lang, page.records, photoUrl);
  return {
    ...page,
    records: page.records.map((record, i) => ({ ...(dtos[i] as AfterSaleDto), cursor: record.cursor })),
  };
}

/** The viewer's request, locked for a move when `lock`; anyone else's is a 404. */
export async function ownAfterSale(
  db: Db,
  viewer: AfterSaleViewer,
  rawId: string,
  lock = false,
): Promise<AfterSaleRow> {
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  const query = db
    .select()
    .from(afterSales)
    .where(and(eq(afterSales.id, id), eq(partyColumn(viewer.role), viewer.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

export async function afterSaleDetail(
  db: Db,
  lang: Lang,
  viewer: AfterSaleViewer,
  photoUrl: (key: string) => string,
  id: string,
): Promise<AfterSaleDto> {
  const [dto] = await afterSalesView(db, lang, [await ownAfterSale(db, viewer, id)], photoUrl);
  return dto as AfterSaleDto;
}
