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

export async function writeOrders(
  tx: Db,
  ctx: OrderContext,
  { buyerId, payment, address, priced, kind = CartItemKind.GOODS }: NewOrders,
) {
  const digital = kind === CartItemKind.OPUS;
  const made = [];
  for (const seller of priced.sellers) {
    const [order] = await tx
      .insert(orders)
      .values({
        buyerId,
        sellerId: seller.sellerId,
        paymentId: payment.id,
        itemsTotalFen: seller.itemsTotalFen,
        postageFen: seller.postageFen,
        totalFen: seller.totalFen,
        payDeadline: payment.payDeadline,
        digital,
        ...addressColumns(address),
      })
      .returning();
    if (!order) throw new Error('order not inserted');
    await tx.insert(orderLines).values(
      seller.lines.map((line) => ({
        orderId: order.id,
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
    );
    await tx.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: null,
      toStatus: OrderStatus.AWAITING_PAYMENT,
      actor: OrderActor.BUYER,
      noteKey: 'order.note.created',
    });
    await announceCreated(tx, ctx, order);
    made.push(order);
  }
  return made;
}
