// Status of a payment (one per checkout, decision 0019), named, with its moves as data.
import { defineStateMachine } from '../../lib/state-machine.js';

export const PaymentStatus = { PENDING: 0, PAID: 1, CANCELLED: 2 } as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];

const { PENDING, PAID, CANCELLED } = PaymentStatus;

/**
 * Pending until the provider says it was paid, or every order of it is cancelled. A cancelled payment can
 * still be paid: the buyer may pay at the cashier just as the pay window closes. The money then arrived and
 * is refunded per order, so the payment records that it was paid.
 */
export const paymentMachine = defineStateMachine<PaymentStatus>({
  moves: {
    [PENDING]: [PAID, CANCELLED],
    [PAID]: [],
    [CANCELLED]: [PAID],
  },
  labels: {
    [PENDING]: 'status.payment.pending',
    [PAID]: 'status.payment.paid',
    [CANCELLED]: 'status.payment.cancelled',
  },
});

/** What the notification handler concluded, stored on the notification row (the audit trail). */
export const NotificationOutcome = {
  APPLIED: 'applied',
  NOT_PAID: 'notPaid',
  UNKNOWN_PAYMENT: 'unknownPayment',
  AMOUNT_MISMATCH: 'amountMismatch',
  ALREADY_PAID: 'alreadyPaid',
} as const;
export type NotificationOutcome = (typeof NotificationOutcome)[keyof typeof NotificationOutcome];
