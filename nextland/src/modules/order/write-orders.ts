// The rows of a checkout: one order per seller with its lines (snapshots), its first timeline step and its
// jobs, written as parts of one statement (db/statement.ts) with ids taken ahead (order-ids.ts).
import type { Db } from '../../db/client.js';
import { executeStatement, statementName, tableRows } from '../../db/prepared.js';
import { insertRecords, rowsAsJson, StatementBuilder } from '../../db/statement.js';
import { CartItemKind } from '../cart/schema.js';
import { JobNotQueuedError, outboxPart } from '../jobs/enqueue.js';
import type { payments } from '../purchase/schema.js';
import type { AddressRow } from './checkout-input.js';
import type { OrderContext } from './context.js';
import { createdJobs } from './effects.js';
import { allocateIds, type OrderIds } from './order-ids.js';
import type { PricedCheckout } from './pricing.js';
import { orderEvents, orderLines, orders } from './schema.js';
import { OrderActor, OrderStatus } from './status.js';

export type NewOrders = {
  buyerId: number;
  payment: Pick<typeof payments.$inferSelect, 'id' | 'payDeadline'>;
  /** Null only when every item is digital. */
  address: AddressRow | null;
  priced: PricedCheckout;
  /** Works: a digital order (no address, no postage, completed on payment) whose lines name works. */
  kind?: CartItemKind | undefined;
};

// What a checkout writes of each row, by schema property (the SQL names and types come from the schema).
const ORDER_COLUMNS = [
  'id',
  'orderNumber',
  'buyerId',
  'sellerId',
  'paymentId',
  'itemsTotalFen',
  'postageFen',
  'depositFen',
  'totalFen',
  'payDeadline',
  'digital',
  'recipientName',
  'phone',
  'provinceCode',
  'city',
  'district',
  'street',
  'postcode',
] as const;
const LINE_COLUMNS = [
  'orderId',
  'itemKind',
  'goodsId',
  'workId',
  'title',
  'coverUrl',
  'coverWidth',
  'coverHeight',
  'coverAlt',
  'unitPriceFen',
  'quantity',
  'itemsTotalFen',
  'paidFen',
] as const;
const EVENT_COLUMNS = ['orderId', 'fromStatus', 'toStatus', 'actor', 'noteKey'] as const;

export type WrittenOrders = {
  orders: (typeof orders.$inferSelect)[];
  lines: (typeof orderLines.$inferSelect)[];
  events: (typeof orderEvents.$inferSelect)[];
};

/**
 * The orders' CTEs (`new_orders`, `new_lines`, `new_events`, and `written` for their jobs), one insert each
 * whatever the number of sellers and lines: rows go as JSON or arrays, so the text never varies with them.
 * `ids` are the orders' own, one per seller in order. Every insert writes only when `when` (SQL text of the
 * statement, e.g. a claim's outcome, checkout-claim.ts) holds. Answers the columns that read back what was
 * written.
 */
export async function addOrderWrites(
  b: StatementBuilder,
  ctx: OrderContext,
  { buyerId, payment, address, priced, kind = CartItemKind.GOODS }: NewOrders,
  ids: OrderIds[],
  when = 'true',
): Promise<{ select: string; jobs: number }> {
  const digital = kind === CartItemKind.OPUS;
  if (ids.length !== priced.sellers.length) throw new Error('one order id per seller');
  const place = {
    buyerId,
    paymentId: payment.id,
    payDeadline: payment.payDeadline,
    digital,
    recipientName: address?.recipientName ?? null,
    phone: address?.phone ?? null,
    provinceCode: address?.provinceCode ?? null,
    city: address?.city ?? null,
    district: address?.district ?? null,
    street: address?.street ?? null,
    postcode: address?.postcode ?? null,
  };
  const orderRows = priced.sellers.map((seller, n) => ({
    ...place,
    id: ids[n]?.id,
    orderNumber: ids[n]?.orderNumber,
    sellerId: seller.sellerId,
    itemsTotalFen: seller.itemsTotalFen,
    postageFen: seller.postageFen,
    depositFen: seller.depositFen ?? 0,
    totalFen: seller.totalFen,
  }));
  b.with('new_orders', insertRecords(b, orders, ORDER_COLUMNS, orderRows, { when, identity: true }));
  // In the order given: the lines' ids follow it, and the reply lists them by id.
  const lineRows = priced.sellers.flatMap((seller, s) =>
    seller.lines.map((line) => ({
      orderId: ids[s]?.id,
      itemKind: kind,
      goodsId: digital ? null : line.goods.id,
      workId: digital ? line.goods.id : null,
      title: line.goods.title,
      coverUrl: line.goods.cover.url,
      coverWidth: line.goods.cover.width,
      coverHeight: line.goods.cover.height,
      coverAlt: line.goods.cover.alt.slice(0, 200),
      unitPriceFen: line.goods.price,
      quantity: line.quantity,
      itemsTotalFen: line.itemsTotalFen,
      paidFen: line.paidFen,
    })),
  );
  b.with('new_lines', insertRecords(b, orderLines, LINE_COLUMNS, lineRows, { when }));
  const eventRows = ids.map((order) => ({
    orderId: order.id,
    fromStatus: null,
    toStatus: OrderStatus.AWAITING_PAYMENT,
    actor: OrderActor.BUYER,
    noteKey: 'order.note.created',
  }));
  b.with('new_events', insertRecords(b, orderEvents, EVENT_COLUMNS, eventRows, { when }));
  const jobs = ctx.outbox
    ? createdJobs(
        ctx,
        priced.sellers.map((seller, s) => ({
          id: ids[s]?.id ?? 0,
          orderNumber: ids[s]?.orderNumber ?? '',
          buyerId,
          sellerId: seller.sellerId,
          totalFen: seller.totalFen,
          status: OrderStatus.AWAITING_PAYMENT,
        })),
      )
    : [];
  let notified = '0';
  if (jobs.length > 0) {
    const outbox = await outboxPart(jobs, when, b.nextParam);
    b.withWritten(outbox.cte, outbox.values);
    notified = outbox.notify;
  }
  const select = `${rowsAsJson('new_orders')} as orders, ${rowsAsJson('new_lines')} as lines,
  ${rowsAsJson('new_events')} as events, ${notified} as jobs`;
  return { select, jobs: jobs.length };
}

/** The orders' rows from the statement's answer; every job must have been written (see enqueueAll). */
export function writtenOrders(row: Record<string, unknown> | undefined, jobs: number): WrittenOrders {
  if (!row) throw new Error('orders not written');
  if (Number(row.jobs) !== jobs) {
    throw new JobNotQueuedError('order jobs were not queued: no such queue (is the jobs service started?)');
  }
  const list = (value: unknown) => value as Record<string, unknown>[];
  return {
    orders: tableRows(orders, list(row.orders)),
    lines: tableRows(orderLines, list(row.lines)),
    events: tableRows(orderEvents, list(row.events)),
  };
}

/**
 * Orders for a payment already written (an auction win's): their ids, then their rows and jobs in one
 * statement.
 */
export async function writeOrders(tx: Db, ctx: OrderContext, newOrders: NewOrders): Promise<WrittenOrders> {
  const ids = await allocateIds(tx, newOrders.priced.sellers.length, false);
  const b = new StatementBuilder();
  const { select, jobs } = await addOrderWrites(b, ctx, newOrders, ids.orders);
  const text = b.text(`select ${select}`);
  const [row] = await executeStatement(tx, statementName('orders_write', text), text, b.values);
  return writtenOrders(row, jobs);
}
