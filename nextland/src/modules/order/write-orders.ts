// The rows of a checkout: one order per seller with its lines (snapshots), its first timeline step and its
// jobs, written as parts of one statement (db/statement.ts) with ids taken ahead (order-ids.ts).
import type { Db } from '../../db/client.js';
import { executeStatement, statementName, tableRows } from '../../db/prepared.js';
import { rowsAsJson, StatementBuilder } from '../../db/statement.js';
import { CartItemKind } from '../cart/schema.js';
import { JobNotQueuedError, outboxPart } from '../jobs/enqueue.js';
import type { payments } from '../payment/schema.js';
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
  const sellers = priced.sellers.map((seller, n) => ({
    id: ids[n]?.id,
    order_number: ids[n]?.orderNumber,
    seller_id: seller.sellerId,
    items_total_fen: seller.itemsTotalFen,
    postage_fen: seller.postageFen,
    deposit_fen: seller.depositFen ?? 0,
    total_fen: seller.totalFen,
  }));
  b.with(
    'new_orders',
    `insert into orders (id, order_number, buyer_id, seller_id, payment_id, items_total_fen, postage_fen,
  deposit_fen, total_fen, pay_deadline, digital, recipient_name, phone, province_code, city, district, street,
  postcode)
overriding system value
select r.id, r.order_number, ${b.param(buyerId, 'bigint')}, r.seller_id, ${b.param(payment.id, 'bigint')},
  r.items_total_fen, r.postage_fen, r.deposit_fen, r.total_fen, ${b.param(payment.payDeadline.toISOString(), 'timestamptz')},
  ${b.param(digital, 'boolean')}, ${b.param(address?.recipientName ?? null, 'varchar')},
  ${b.param(address?.phone ?? null, 'varchar')}, ${b.param(address?.provinceCode ?? null, 'varchar')},
  ${b.param(address?.city ?? null, 'varchar')}, ${b.param(address?.district ?? null, 'varchar')},
  ${b.param(address?.street ?? null, 'varchar')}, ${b.param(address?.postcode ?? null, 'varchar')}
from jsonb_to_recordset(${b.param(JSON.stringify(sellers), 'jsonb')}) as r(id bigint, order_number text,
  seller_id bigint, items_total_fen bigint, postage_fen bigint, deposit_fen bigint, total_fen bigint)
where ${when}
returning *`,
  );
  const lineRows = priced.sellers
    .flatMap((seller, s) => seller.lines.map((line) => ({ orderId: ids[s]?.id, line })))
    .map(({ orderId, line }, n) => ({
      n,
      order_id: orderId,
      goods_id: digital ? null : line.goods.id,
      work_id: digital ? line.goods.id : null,
      title: line.goods.title,
      cover_url: line.goods.cover.url,
      cover_width: line.goods.cover.width,
      cover_height: line.goods.cover.height,
      cover_alt: line.goods.cover.alt.slice(0, 200),
      unit_price_fen: line.goods.price,
      quantity: line.quantity,
      items_total_fen: line.itemsTotalFen,
      paid_fen: line.paidFen,
    }));
  // Each row's `n` orders the insert: the lines' ids follow it, and the reply lists them by id.
  b.with(
    'new_lines',
    `insert into order_lines (order_id, item_kind, goods_id, work_id, title, cover_url, cover_width,
  cover_height, cover_alt, unit_price_fen, quantity, items_total_fen, paid_fen)
select r.order_id, ${b.param(kind, 'varchar')}, r.goods_id, r.work_id, r.title, r.cover_url, r.cover_width,
  r.cover_height, r.cover_alt, r.unit_price_fen, r.quantity, r.items_total_fen, r.paid_fen
from jsonb_to_recordset(${b.param(JSON.stringify(lineRows), 'jsonb')}) as r(order_id bigint, goods_id bigint,
  work_id bigint, title varchar, cover_url text, cover_width integer, cover_height integer, cover_alt varchar,
  unit_price_fen bigint, quantity integer, items_total_fen bigint, paid_fen bigint, n bigint)
where ${when}
order by r.n
returning *`,
  );
  b.with(
    'new_events',
    `insert into order_events (order_id, from_status, to_status, actor, note_key)
select r.order_id, null, ${b.param(OrderStatus.AWAITING_PAYMENT, 'smallint')}, ${b.param(OrderActor.BUYER, 'smallint')},
  ${b.param('order.note.created', 'varchar')}
from unnest(${b.param(
      ids.map((order) => order.id),
      'bigint[]',
    )}) with ordinality as r(order_id, n)
where ${when}
order by r.n
returning *`,
  );
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
