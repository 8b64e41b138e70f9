// Reads of orders, always scoped to the viewer in the query: the buyer's own (buyer_id) or, for the
// seller's views, the seller's own (seller_id). Another user's order is simply not found.
import { and, count, eq, type SQL } from 'drizzle-orm';
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
import type { OrderCountsDto, OrderDto } from './dto.js';
import type { OrderRow } from './moves.js';
import { orders } from './schema.js';
import { OrderStatus } from './status.js';
import { ordersView } from './view.js';

export type OrderRole = 'buyer' | 'seller';

const partyColumn = (role: OrderRole) => (role === 'buyer' ? orders.buyerId : orders.sellerId);

/** Newest first: the (buyer|seller, [status,] created_at desc, id) indexes serve every page. */
export const orderLists: Record<OrderRole, TimeOrderedList & { table: typeof orders }> = {
  buyer: { name: 'orders', table: orders, createdAt: orders.createdAt, id: orders.id, direction: 'desc' },
  seller: {
    name: 'sellerOrders',
    table: orders,
    createdAt: orders.createdAt,
    id: orders.id,
    direction: 'desc',
  },
};

export async function listOrders(
  db: Db,
  lang: Lang,
  viewer: { id: number; role: OrderRole },
  { size, after, status }: TimeCursorPageRequest & { status?: OrderStatus | undefined },
) {
  const list = orderLists[viewer.role];
  const filter = and(
    eq(partyColumn(viewer.role), viewer.id),
    status === undefined ? undefined : eq(orders.status, status),
  );
  const page = await timeCursorPage(db, list, {
    filter,
    after,
    size,
    select: (where: SQL | undefined, limit: number) =>
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...timeOrdering(list))
        .limit(limit),
    toRecord: (row: OrderRow) => row,
  });
  const dtos = await ordersView(db, lang, page.records);
  return {
    ...page,
    records: page.records.map((record, i) => ({ ...(dtos[i] as OrderDto), cursor: record.cursor })),
  };
}

const COUNT_FIELDS: Record<OrderStatus, keyof Omit<OrderCountsDto, 'all'>> = {
  [OrderStatus.AWAITING_PAYMENT]: 'awaitingPayment',
  [OrderStatus.AWAITING_SHIPMENT]: 'awaitingShipment',
  [OrderStatus.SHIPPED]: 'shipped',
  [OrderStatus.COMPLETED]: 'completed',
  [OrderStatus.CANCELLED]: 'cancelled',
  [OrderStatus.CLOSED]: 'closed',
};

/** One grouped query over the viewer's index. */
export async function orderCounts(db: Db, viewer: { id: number; role: OrderRole }): Promise<OrderCountsDto> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(partyColumn(viewer.role), viewer.id))
    .groupBy(orders.status);
  const counts: OrderCountsDto = {
    all: 0,
    awaitingPayment: 0,
    awaitingShipment: 0,
    shipped: 0,
    completed: 0,
    cancelled: 0,
    closed: 0,
  };
  for (const row of rows) {
    counts[COUNT_FIELDS[row.status]] += row.n;
    counts.all += row.n;
  }
  return counts;
}

/** The viewer's order row, locked for a move when `lock`; anyone else's is a 404. */
export async function ownOrder(
  db: Db,
  viewer: { id: number; role: OrderRole },
  rawId: string,
  lock = false,
): Promise<OrderRow> {
  const id = parseId(rawId);
  if (id === null) throw new NotFoundError();
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(partyColumn(viewer.role), viewer.id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

export async function orderDetail(db: Db, lang: Lang, viewer: { id: number; role: OrderRole }, id: string) {
  const [dto] = await ordersView(db, lang, [await ownOrder(db, viewer, id)]);
  return dto as OrderDto;
}
