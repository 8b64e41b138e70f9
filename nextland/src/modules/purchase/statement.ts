// The pipeline's rows for a kind that writes everything in one statement (the checkout of goods and works,
// decision 0026): the payment, opened at a provider that opens offline, and its request's idempotency key — the
// same rows startPayment writes in a transaction, as parts of the caller's statement, taking effect only `when`
// the caller's claim held.
import { insertRecords, type StatementBuilder } from '../../db/statement.js';
import type { PurchaseContext } from './context.js';
import { cashierInTransaction } from './open.js';
import { checkouts, payments } from './schema.js';
import type { PaymentRequest } from './start.js';

/** The payment's id is the caller's (taken ahead from the sequence, so its orders can point at it). */
export type StatementPaymentRequest = PaymentRequest & { paymentId: number };

/** Adds `new_payment` (the payment row, for the caller's answer) and `idempotency` to `b`. */
export async function addPaymentWrites(
  b: StatementBuilder,
  ctx: PurchaseContext,
  request: StatementPaymentRequest,
  when: string,
): Promise<void> {
  const draft = { id: request.paymentId, amountFen: request.amountFen, payDeadline: request.payDeadline };
  const cashierUrl = await cashierInTransaction(ctx, draft, request.lang, request.returnTo);
  b.with(
    'new_payment',
    insertRecords(
      b,
      payments,
      ['id', 'customerId', 'provider', 'purpose', 'amountFen', 'payDeadline', 'cashierUrl'],
      [
        {
          id: draft.id,
          customerId: request.customerId,
          provider: ctx.provider.name,
          purpose: request.purpose,
          amountFen: draft.amountFen,
          payDeadline: draft.payDeadline,
          cashierUrl,
        },
      ],
      { when, identity: true },
    ),
  );
  // The key's unique index refuses a key another attempt used meanwhile (the caller answers that attempt's).
  b.with(
    'idempotency',
    insertRecords(
      b,
      checkouts,
      ['customerId', 'idempotencyKey', 'paymentId'],
      [{ customerId: request.customerId, idempotencyKey: request.idempotencyKey, paymentId: draft.id }],
      { when },
    ),
  );
}
