// Orders as a kind of sale (issue 26): a checkout of goods or works, and a won lot's confirm, pay for orders
// (purpose `order`). When the payment is paid, each order awaiting it moves on (a digital order's works reach the
// library at once); an order cancelled meanwhile pays its own share back; the core refunds anything else.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueueAll } from '../jobs/enqueue.js';
import { type IncomeLine, type PurchaseKind, PurchaseKinds } from '../purchase/service.js';
import { writeRefund } from '../refund/service.js';
import type { OrderContext } from './context.js';
import { deliverToLibrary } from './editions.js';
import { announceRefund } from './effects.js';
import { moveOrder } from './moves.js';
import { countSales } from './sales.js';
import { orderLines, orders } from './schema.js';
import { ORDER_PURPOSE, OrderActor, OrderStatus } from './status.js';

/**
 * An order context with its own pipeline, orders registered as its first kind; the app adds the other kinds
 * (app-commerce.ts).
 */
export function orderContextOf(settings: Omit<OrderContext, 'kinds' | 'ordersPaid'>): OrderContext {
  const ctx: OrderContext = { ...settings, kinds: new PurchaseKinds() };
  ctx.kinds.register(orderPurchaseKind(ctx));
  return ctx;
}

export function orderPurchaseKind(ctx: OrderContext): PurchaseKind {
  return {
    purpose: ORDER_PURPOSE,
    async fulfil(tx, payment, paidAt) {
      const rows = await tx
        .select()
        .from(orders)
        .where(eq(orders.paymentId, payment.id))
        .orderBy(asc(orders.id))
        .for('update');
      const paidOrderIds: number[] = [];
      // The seller's income per order paid: what the buyer paid for it in all, an applied deposit included.
      const income: IncomeLine[] = [];
      // What the payment's orders took of it: paid, or paid back because the order was cancelled meanwhile.
      let accountedFen = 0;
      for (const order of rows) {
        if (order.status === OrderStatus.AWAITING_PAYMENT) {
          accountedFen += order.totalFen;
          // A digital order's works reach the library in this same transaction as its 0 → 3 (decision 0023).
          if (order.digital) await deliverToLibrary(tx, order, paidAt);
          await moveOrder(tx, ctx, order, {
            to: order.digital ? OrderStatus.COMPLETED : OrderStatus.AWAITING_SHIPMENT,
            actor: OrderActor.SYSTEM,
            note: 'order.note.paid',
            params: { provider: ctx.provider.name },
            set: { paidAt, ...(order.digital ? { completedAt: paidAt } : {}) },
          });
          paidOrderIds.push(order.id);
          income.push({
            sellerId: order.sellerId,
            subject: ORDER_PURPOSE,
            subjectId: order.id,
            amountFen: order.totalFen + order.depositFen,
          });
        } else if (order.status === OrderStatus.CANCELLED) {
          accountedFen += order.totalFen;
          // It expired (or was cancelled) while the buyer paid: its share goes back, as a refunds row whose key
          // is the order (what the provider de-duplicated on before refunds had rows).
          const { job } = await writeRefund(tx, {
            paymentId: payment.id,
            orderId: order.id,
            afterSaleId: null,
            amountFen: order.totalFen,
            refundKey: `order-${order.id}`,
          });
          if (ctx.outbox) await enqueueAll(tx, [job]);
          await announceRefund(tx, ctx, order);
        }
      }
      await countSales(tx, paidOrderIds);
      if (paidOrderIds.length > 0) await ctx.ordersPaid?.(tx, paidOrderIds);
      return { accountedFen, income };
    },
    // A won lot's confirm repeated with its key: the payment's orders hold the lot's goods.
    async madeFor(db: Db, payment, goodsId) {
      const [line] = await db
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(
          and(
            eq(orderLines.goodsId, goodsId),
            inArray(
              orderLines.orderId,
              db.select({ id: orders.id }).from(orders).where(eq(orders.paymentId, payment.id)),
            ),
          ),
        )
        .limit(1);
      return line !== undefined;
    },
  };
}
