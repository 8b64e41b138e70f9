// The rows of a checkout: its payment, one order per seller with its lines (snapshots) and its first timeline
// step, and its idempotency key.
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.js';
import { rowFromJson, rowsFromJson } from '../../lib/rows-from-json.js';
import { CartItemKind } from '../cart/schema.js';
import { payments } from '../payment/schema.js';
import type { AddressRow } from './checkout-input.js';
import type { OrderContext } from './context.js';
import { announceCreated } from './effects.js';
import type { PricedCheckout } from './pricing.js';
import { checkouts, orderEvents, orderLines, orders } from './schema.js';
import { OrderActor, OrderStatus } from './status.js';

export type NewOrders = {
  buyerId: number;
  /** The payment to write, its id taken ahead (takeCheckoutIds). */
  payment: typeof payments.$inferInsert & { id: number; payDeadline: Date };
  /** Null only when every item is digital. */
  address: AddressRow | null;
  priced: PricedCheckout;
  /** Works: a digital order (no address, no postage, completed on payment) whose lines name works. */
  kind?: CartItemKind | undefined;
};

function addressColumns(address: AddressRow | null) {
  if (!address) return {};
  const { recipientName, phone, provinceCode, city, district, street, postcode } = address;
  return { recipientName, phone, provinceCode, city, district, street, postcode };
}

type WrittenOrders = {
  orders: (typeof orders.$inferSelect)[];
  lines: (typeof orderLines.$inferSelect)[];
  events: (typeof orderEvents.$inferSelect)[];
};

export type WrittenCheckout = WrittenOrders & { payment: typeof payments.$inferSelect };

/** Ids taken ahead of the write, so its rows can name each other without reading one another back. */
export type CheckoutIds = { paymentId: number; orderIds: number[] };

/**
 * A payment id and up to `orders` order ids from their identity sequences, in one read that needs no
 * transaction (a sequence never hands out an id twice; ids a refused checkout took are simply not used).
 */
export async function takeCheckoutIds(db: Db, orderCount: number): Promise<CheckoutIds> {
  const [row] = await rowsOf<{ payment_id: string; order_ids: string[] }>(
    db,
    sql`
    select nextval(pg_get_serial_sequence('payments', 'id')) as payment_id,
      array(select nextval(pg_get_serial_sequence('orders', 'id'))
        from generate_series(1, ${Math.max(orderCount, 1)}::integer)) as order_ids`,
  );
  if (!row) throw new Error('no ids');
  return { paymentId: Number(row.payment_id), orderIds: row.order_ids.map(Number) };
}

export type NewCheckout = NewOrders & {
  ids: CheckoutIds;
  idempotencyKey: string;
};

/**
 * The payment, one order per seller, their lines and first steps, and the idempotency key: one statement
 * whatever the number of sellers (each insert a CTE; foreign keys are checked at its end), then the orders'
 * jobs in one more (announceCreated). A checkout's cost should not grow with the sellers in the cart.
 */
export async function writeCheckout(
  tx: Db,
  ctx: OrderContext,
  { buyerId, payment, address, priced, kind = CartItemKind.GOODS, ids, idempotencyKey }: NewCheckout,
): Promise<WrittenCheckout> {
  const digital = kind === CartItemKind.OPUS;
  const orderIdOf = new Map(priced.sellers.map((seller, i) => [seller.sellerId, ids.orderIds[i] ?? 0]));
  const paymentRow = tx.insert(payments).overridingSystemValue().values(payment).returning();
  const orderRows = tx
    .insert(orders)
    .overridingSystemValue()
    .values(
      priced.sellers.map((seller) => ({
        id: orderIdOf.get(seller.sellerId) ?? 0,
        buyerId,
        sellerId: seller.sellerId,
        paymentId: payment.id,
        itemsTotalFen: seller.itemsTotalFen,
        postageFen: seller.postageFen,
        totalFen: seller.totalFen,
        payDeadline: payment.payDeadline,
        digital,
        ...addressColumns(address),
      })),
    )
    .returning();
  const lineRows = tx
    .insert(orderLines)
    .values(
      priced.sellers.flatMap((seller) =>
        seller.lines.map((line) => ({
          orderId: orderIdOf.get(seller.sellerId) ?? 0,
          itemKind: kind,
          ...(digital ? { workId: line.goods.id } : { goodsId: line.goods.id }),
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
      ),
    )
    .returning();
  const eventRows = tx
    .insert(orderEvents)
    .values(
      priced.sellers.map((seller) => ({
        orderId: orderIdOf.get(seller.sellerId) ?? 0,
        fromStatus: null,
        toStatus: OrderStatus.AWAITING_PAYMENT,
        actor: OrderActor.BUYER,
        noteKey: 'order.note.created',
      })),
    )
    .returning();
  const key = tx.insert(checkouts).values({ customerId: buyerId, idempotencyKey, paymentId: payment.id });
  const [json] = await rowsOf<WrittenJson>(
    tx,
    sql`
    with p as (${paymentRow.getSQL()}), o as (${orderRows.getSQL()}), l as (${lineRows.getSQL()}),
      e as (${eventRows.getSQL()}), k as (${key.getSQL()})
    select (select row_to_json(p) from p) as payment,
      (select json_agg(o order by o.id) from o) as orders,
      (select json_agg(l order by l.id) from l) as lines,
      (select json_agg(e order by e.id) from e) as events`,
  );
  if (!json?.payment) throw new Error('checkout not written');
  const written = {
    payment: rowFromJson(payments, json.payment),
    orders: rowsFromJson(orders, json.orders),
    lines: rowsFromJson(orderLines, json.lines),
    events: rowsFromJson(orderEvents, json.events),
  };
  await announceCreated(tx, ctx, written.orders);
  return written;
}

type JsonRow = Record<string, unknown>;
type WrittenJson = {
  payment: JsonRow | null;
  orders: JsonRow[] | null;
  lines: JsonRow[] | null;
  events: JsonRow[] | null;
};
