// The one way a payment is made (issue 26): every kind asks the pipeline, inside the transaction that holds its
// own claim (a lot's lock, a seat hold, …), and the pipeline writes the payment, opens it at a provider that
// opens offline, and records the request's idempotency key with it. The checkout of goods and works, which
// writes everything in one statement (decision 0026), adds the same rows through statement.ts.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { ValidationError } from '../../lib/errors.js';
import type { Lang } from '../../lib/lang.js';
import { t } from '../../lib/messages/index.js';
import { transition } from '../../lib/state-machine.js';
import { PaymentStatus, paymentMachine } from '../payment/status.js';
import type { PurchaseContext } from './context.js';
import type { PaymentRow } from './kinds.js';
import { openInTransaction, type PaymentReturn } from './open.js';
import { checkouts, payments } from './schema.js';

export type PaymentRequest = {
  customerId: number;
  /** The kind's purpose (kinds.ts): the notification's fulfilment goes to that kind. */
  purpose: string;
  amountFen: number;
  /** Until when the buyer may pay (a kind's own window, e.g. a won lot's deadline). */
  payDeadline: Date;
  idempotencyKey: string;
  lang: Lang;
  returnTo: PaymentReturn;
};

/** The payment of a request, written in the caller's transaction (its unique key refuses a second). */
export async function startPayment(
  tx: Db,
  ctx: PurchaseContext,
  request: PaymentRequest,
): Promise<PaymentRow> {
  const [inserted] = await tx
    .insert(payments)
    .values({
      customerId: request.customerId,
      provider: ctx.provider.name,
      purpose: request.purpose,
      amountFen: request.amountFen,
      payDeadline: request.payDeadline,
    })
    .returning();
  if (!inserted) throw new Error('payment not inserted');
  const opened = await openInTransaction(tx, ctx, inserted, request.lang, request.returnTo);
  await tx
    .insert(checkouts)
    .values({ customerId: request.customerId, idempotencyKey: request.idempotencyKey, paymentId: opened.id });
  return opened;
}

/** The payment an earlier request with this key made, or null. */
export async function paymentOfKey(db: Db, userId: number, key: string): Promise<number | null> {
  const [done] = await checkoutOfKey(db).execute({ userId, key });
  return done?.paymentId ?? null;
}

const checkoutOfKey = preparedPerDb((db) =>
  db
    .select({ paymentId: checkouts.paymentId })
    .from(checkouts)
    .where(
      and(
        eq(checkouts.customerId, sql.placeholder('userId')),
        eq(checkouts.idempotencyKey, sql.placeholder('key')),
      ),
    )
    .prepare('checkout_of_key'),
);

/**
 * A repeat of a kind's request: the payment the key made when it was made for the same `subject` (the kind
 * decides, madeFor), null for a fresh key. A key used for something else (another lot, a checkout) is a 400 on
 * `idempotencyKey`, never that other payment.
 */
export async function repeatedPayment(
  db: Db,
  ctx: PurchaseContext,
  lang: Lang,
  userId: number,
  key: string,
  want: { purpose: string; subject: number | null },
): Promise<number | null> {
  const paymentId = await paymentOfKey(db, userId, key);
  if (paymentId === null) return null;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  const kind = payment?.purpose === want.purpose ? ctx.kinds.of(want.purpose) : undefined;
  const same =
    payment !== undefined && want.subject !== null && (await kind?.madeFor?.(db, payment, want.subject));
  if (!same) throw new ValidationError([{ field: 'idempotencyKey', message: t(lang, 'purchase.keyUsed') }]);
  return paymentId;
}

/**
 * A pending payment its kind no longer wants paid (its time ran out and the request is being made afresh). The
 * caller holds the payment's lock. Should its money arrive after all, nothing of the kind points at it, and the
 * notification pays it back (notified.ts).
 */
export async function cancelPendingPayment(tx: Db, payment: PaymentRow): Promise<void> {
  await transition(tx, paymentMachine, payments, {
    id: payment.id,
    from: PaymentStatus.PENDING,
    to: PaymentStatus.CANCELLED,
    set: { updatedAt: new Date() },
  });
}
