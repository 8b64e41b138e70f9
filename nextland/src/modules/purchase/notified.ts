// A verified payment notification, handled in one transaction (decision 0019): recorded once per provider
// transaction, checked against the payment's amount, then the payment moves to paid and its kind fulfils what it
// pays for. Repeated or replayed notifications therefore make one state change. The rule every kind shares
// (issue 26): money a kind does not account for — nothing left to fulfil, or a purpose no kind serves — goes
// back to the payer in the same transaction.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { transition } from '../../lib/state-machine.js';
import { enqueueAll } from '../jobs/enqueue.js';
import { recordSales } from '../ledger/service.js';
import type { PaymentNotification } from '../payment/provider.js';
import { NotificationOutcome, PaymentStatus, paymentMachine } from '../payment/status.js';
import { writePaymentRefund } from '../refund/service.js';
import type { PurchaseContext } from './context.js';
import type { Fulfilment, PaymentRow } from './kinds.js';
import { paymentNotifications, payments } from './schema.js';

type Outcome = NotificationOutcome | 'duplicate';

export async function handlePaymentNotification(
  db: Db,
  ctx: PurchaseContext,
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
  ctx: PurchaseContext,
  notification: PaymentNotification,
  payment: PaymentRow | undefined,
): Promise<NotificationOutcome> {
  if (!payment) return NotificationOutcome.UNKNOWN_PAYMENT;
  if (!notification.paid) return NotificationOutcome.NOT_PAID;
  if (notification.amountFen !== payment.amountFen) return NotificationOutcome.AMOUNT_MISMATCH;
  if (payment.status === PaymentStatus.PAID) return NotificationOutcome.ALREADY_PAID;
  const paid = await transition(tx, paymentMachine, payments, {
    id: payment.id,
    from: payment.status,
    to: PaymentStatus.PAID,
    set: { paidAt: notification.paidAt, providerTxnId: notification.providerTxnId, updatedAt: new Date() },
  });
  const kind = ctx.kinds.of(payment.purpose);
  const { accountedFen, income = [] }: Fulfilment = kind
    ? await kind.fulfil(tx, paid, notification.paidAt)
    : { accountedFen: 0 };
  await recordSales(tx, income);
  if (accountedFen < payment.amountFen) {
    await refundUnfulfilled(tx, ctx, payment, payment.amountFen - accountedFen);
  }
  return NotificationOutcome.APPLIED;
}

/**
 * One refund of the payment itself (`payment-<id>`: the provider de-duplicates on it) for the part no kind
 * accounted for: a deposit payment replaced by a fresh one before this one was paid, the part of a payment no
 * order of it accounts for, a claim that lapsed.
 */
async function refundUnfulfilled(
  tx: Db,
  ctx: PurchaseContext,
  payment: PaymentRow,
  amountFen: number,
): Promise<void> {
  const { job } = await writePaymentRefund(tx, {
    paymentId: payment.id,
    amountFen,
    refundKey: `payment-${payment.id}`,
  });
  if (ctx.outbox) await enqueueAll(tx, [job]);
}
