// The rows of a checkout: one order per seller with its lines (snapshots) and its first timeline step.
import type { Db } from '../../db/client.js';
import { executeStatement, tableRows } from '../../db/prepared.js';
import { CartItemKind } from '../cart/schema.js';
import type { payments } from '../payment/schema.js';
import type { AddressRow } from './checkout-input.js';
import type { OrderContext } from './context.js';
import { announceCreated } from './effects.js';
import type { PricedCheckout } from './pricing.js';
import { orderEvents, orderLines, orders } from './schema.js';
import { OrderActor, OrderStatus } from './status.js';

export type NewOrders = {
  buyerId: number;
  payment: typeof payments.$inferSelect;
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

// The three inserts as fixed texts, their rows passed as JSON or arrays: the same statement for any number of
// sellers and lines, so each is named and parsed once per connection (db/prepared.ts), and Drizzle does not
// rebuild a multi-row insert (its cost grew with rows × columns) on every checkout. Each row's `n` (its place
// in the list, `with ordinality` for an array) orders the insert, so rows and their ids keep the order given.
const INSERT_ORDERS = `insert into orders (buyer_id, seller_id, payment_id, items_total_fen, postage_fen, deposit_fen,
  total_fen, pay_deadline, digital, recipient_name, phone, province_code, city, district, street, postcode)
select $1::bigint, r.seller_id, $2::bigint, r.items_total_fen, r.postage_fen, r.deposit_fen, r.total_fen,
  $3::timestamptz, $4::boolean, $5::varchar, $6::varchar, $7::varchar, $8::varchar, $9::varchar, $10::varchar,
  $11::varchar
from jsonb_to_recordset($12::jsonb) as r(seller_id bigint, items_total_fen bigint,
  postage_fen bigint, deposit_fen bigint, total_fen bigint, n bigint)
order by r.n
returning *`;

const INSERT_LINES = `insert into order_lines (order_id, item_kind, goods_id, work_id, title, cover_url, cover_width,
  cover_height, cover_alt, unit_price_fen, quantity, items_total_fen, paid_fen)
select r.order_id, $1::varchar, r.goods_id, r.work_id, r.title, r.cover_url, r.cover_width, r.cover_height,
  r.cover_alt, r.unit_price_fen, r.quantity, r.items_total_fen, r.paid_fen
from jsonb_to_recordset($2::jsonb) as r(order_id bigint, goods_id bigint, work_id bigint,
  title varchar, cover_url text, cover_width integer, cover_height integer, cover_alt varchar,
  unit_price_fen bigint, quantity integer, items_total_fen bigint, paid_fen bigint, n bigint)
order by r.n
returning *`;

const INSERT_EVENTS = `insert into order_events (order_id, from_status, to_status, actor, note_key)
select r.order_id, null, $2::smallint, $3::smallint, $4::varchar
from unnest($1::bigint[]) with ordinality as r(order_id, n)
order by r.n
returning *`;

/**
 * Three multi-row inserts whatever the number of sellers (orders, then all their lines, then all their first
 * steps), then their jobs in one more: a checkout's cost should not grow with the sellers in the cart.
 */
export async function writeOrders(
  tx: Db,
  ctx: OrderContext,
  { buyerId, payment, address, priced, kind = CartItemKind.GOODS }: NewOrders,
): Promise<WrittenOrders> {
  const digital = kind === CartItemKind.OPUS;
  const sellers = priced.sellers.map((seller, n) => ({
    n,
    seller_id: seller.sellerId,
    items_total_fen: seller.itemsTotalFen,
    postage_fen: seller.postageFen,
    deposit_fen: seller.depositFen ?? 0,
    total_fen: seller.totalFen,
  }));
  const made = tableRows(
    orders,
    await executeStatement(tx, 'checkout_insert_orders', INSERT_ORDERS, [
      buyerId,
      payment.id,
      payment.payDeadline.toISOString(),
      digital,
      address?.recipientName ?? null,
      address?.phone ?? null,
      address?.provinceCode ?? null,
      address?.city ?? null,
      address?.district ?? null,
      address?.street ?? null,
      address?.postcode ?? null,
      JSON.stringify(sellers),
    ]),
  );
  // One order per seller in a checkout, so the seller names the order its lines belong to.
  const orderOf = new Map(made.map((order) => [order.sellerId, order]));
  if (orderOf.size !== priced.sellers.length) throw new Error('orders not inserted');
  const lineRows = priced.sellers
    .flatMap((seller) => seller.lines.map((line) => ({ seller, line })))
    .map(({ seller, line }, n) => ({
      n,
      order_id: orderOf.get(seller.sellerId)?.id ?? 0,
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
  const lines = tableRows(
    orderLines,
    await executeStatement(tx, 'checkout_insert_order_lines', INSERT_LINES, [kind, JSON.stringify(lineRows)]),
  );
  const events = tableRows(
    orderEvents,
    await executeStatement(tx, 'checkout_insert_order_events', INSERT_EVENTS, [
      made.map((order) => order.id),
      OrderStatus.AWAITING_PAYMENT,
      OrderActor.BUYER,
      'order.note.created',
    ]),
  );
  await announceCreated(tx, ctx, made);
  return { orders: made, lines, events };
}
