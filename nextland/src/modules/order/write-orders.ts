// The rows of a checkout: one order per seller with its lines (snapshots) and its first timeline step.
import type { Db } from '../../db/client.js';
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

function addressColumns(address: AddressRow | null) {
  if (!address) return {};
  const { recipientName, phone, provinceCode, city, district, street, postcode } = address;
  return { recipientName, phone, provinceCode, city, district, street, postcode };
}

export type WrittenOrders = {
  orders: (typeof orders.$inferSelect)[];
  lines: (typeof orderLines.$inferSelect)[];
  events: (typeof orderEvents.$inferSelect)[];
};

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
  const made = await tx
    .insert(orders)
    .values(
      priced.sellers.map((seller) => ({
        buyerId,
        sellerId: seller.sellerId,
        paymentId: payment.id,
        itemsTotalFen: seller.itemsTotalFen,
        postageFen: seller.postageFen,
        depositFen: seller.depositFen ?? 0,
        totalFen: seller.totalFen,
        payDeadline: payment.payDeadline,
        digital,
        ...addressColumns(address),
      })),
    )
    .returning();
  // One order per seller in a checkout, so the seller names the order its lines belong to.
  const orderOf = new Map(made.map((order) => [order.sellerId, order]));
  if (orderOf.size !== priced.sellers.length) throw new Error('orders not inserted');
  const lines = await tx
    .insert(orderLines)
    .values(
      priced.sellers.flatMap((seller) =>
        seller.lines.map((line) => ({
          orderId: orderOf.get(seller.sellerId)?.id ?? 0,
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
  const events = await tx
    .insert(orderEvents)
    .values(
      made.map((order) => ({
        orderId: order.id,
        fromStatus: null,
        toStatus: OrderStatus.AWAITING_PAYMENT,
        actor: OrderActor.BUYER,
        noteKey: 'order.note.created',
      })),
    )
    .returning();
  await announceCreated(tx, ctx, made);
  return { orders: made, lines, events };
}
