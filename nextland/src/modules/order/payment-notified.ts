// A verified payment notification, handled in one transaction (decision 0019): recorded once per provider
// transaction, checked against the payment's amount, then the payment and its orders move. Repeated or
// replayed notifications therefore make one state change.
import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { transition } from '../../lib/state-machine.js';
import { enqueueAll } from '../jobs/enqueue.js';
import type { PaymentNotification } from '../payment/provider.js';
import { paymentNotifications, payments } from '../payment/schema.js';
import { NotificationOutcome, PaymentStatus, paymentMachine } from '../payment/status.js';
import { writeRefund } from '../refund/service.js';
import type { OrderContext } from './context.js';
import { deliverToLibrary } from './editions.js';
import { announceRefund } from './effects.js';
import { moveOrder } from './moves.js';
import { countSales } from './sales.js';
import { orders } from './schema.js';
import { OrderActor, OrderStatus } from './status.js';

type Outcome = NotificationOutcome | 'duplicate';

export async function handlePaymentNotification(
  db: Db,
  ctx: OrderContext,
  notification: PaymentNotification,
  log: FastifyBaseLogger,
): Promise<Outcome> {
  const outcome = await db.transaction(async (tx) => {
    const paymentId = Number(notification.paymentId);
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    const [recorded] = await tx
      .insert(paymentNotifications)
      .values({
        provider: ctx.provider.name,
        providerTxnId: notification.providerTxnId,
        paymentId: payment?.id ?? null,
        amountFen: notification.amountFen,
        paid: notification.paid,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (!recorded) return 'duplicate' as const;
    const result = await apply(tx, ctx, notification, payment);
    await tx
      .update(paymentNotifications)
      .set({ outcome: result })
      .where(eq(paymentNotifications.id, recorded.id));
    return result;
  });
  if (outcome !== NotificationOutcome.APPLIED && outcome !== 'duplicate') {
    log.warn({ notification, outcome }, 'payment notification changed nothing');
  }
  return outcome;
}

async function apply(
  tx: Db,
  ctx: OrderContext,
  notification: PaymentNotification,
  payment: typeof payments.$inferSelect | undefined,
): Promise<NotificationOutcome> {
  if (!payment) return NotificationOutcome.UNKNOWN_PAYMENT;
  if (!notification.paid) return NotificationOutcome.NOT_PAID;
  if (notification.amountFen !== payment.amountFen) return NotificationOutcome.AMOUNT_MISMATCH;
  if (payment.status === PaymentStatus.PAID) return NotificationOutcome.ALREADY_PAID;
  await transition(tx, paymentMachine, payments, {
    id: payment.id,
    from: payment.status,
    to: PaymentStatus.PAID,
    set: { paidAt: notification.paidAt, providerTxnId: notification.providerTxnId, updatedAt: new Date() },
  });
  if (payment.purpose === 'deposit') {
    await ctx.auction?.depositPaid(tx, payment);
    return NotificationOutcome.APPLIED;
  }
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.paymentId, payment.id))
    .orderBy(asc(orders.id))
    .for('update');
  const paidOrderIds: number[] = [];
  for (const order of rows) {
    if (order.status === OrderStatus.AWAITING_PAYMENT) {
      // A digital order's works reach the library in this same transaction as its 0 → 3 (decision 0023).
      if (order.digital) await deliverToLibrary(tx, order, notification.paidAt);
      await moveOrder(tx, ctx, order, {
        to: order.digital ? OrderStatus.COMPLETED : OrderStatus.AWAITING_SHIPMENT,
        actor: OrderActor.SYSTEM,
        note: 'order.note.paid',
        params: { provider: ctx.provider.name },
        set: { paidAt: notification.paidAt, ...(order.digital ? { completedAt: notification.paidAt } : {}) },
      });
      paidOrderIds.push(order.id);
    } else if (order.status === OrderStatus.CANCELLED) {
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
  if (paidOrderIds.length > 0) await ctx.auction?.ordersPaid(tx, paidOrderIds);
  return NotificationOutcome.APPLIED;
}
