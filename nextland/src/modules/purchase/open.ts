// Opening a payment at its provider: inside the transaction that made it when the provider opens payments
// without a network call (the sandbox), after the commit otherwise; and where the browser comes back after paying.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { DEFAULT_LANG, type Lang } from '../../lib/lang.js';
import { PaymentStatus } from '../payment/status.js';
import type { PurchaseContext } from './context.js';
import type { PaymentRow } from './kinds.js';
import { payments } from './schema.js';

/** What a provider is told of a payment: a checkout knows it before its row is written. */
type PaymentDraft = Pick<PaymentRow, 'id' | 'amountFen' | 'payDeadline'>;

/**
 * Where the browser comes back after paying: a web page in the buyer's language (the web's locale prefix:
 * none for the default), relative so it stays on the web's origin.
 */
export const returnUrlOf = (paymentId: number, lang: Lang, kind: PaymentReturn = 'goods') =>
  `${lang === DEFAULT_LANG ? '' : `/${lang}`}${
    typeof kind === 'string' ? `/${kind}/buy/success?payment=${paymentId}` : kind.path
  }`;

/**
 * Which page the buyer comes back to: the goods' or the works' payment page, or a page of its own (a lot's
 * deposit returns to the lot, where the bid form waits for it).
 */
export type PaymentReturn = 'goods' | 'opus' | { path: string };

const paymentRequestOf = (payment: PaymentDraft, lang: Lang, kind: PaymentReturn) => ({
  paymentId: String(payment.id),
  amountFen: payment.amountFen,
  description: `Nextland #${payment.id}`,
  returnUrl: returnUrlOf(payment.id, lang, kind),
  lang,
  expiresAt: payment.payDeadline,
});

/**
 * A provider that opens a payment without a network call (`opensOffline`, the sandbox) opens it inside the
 * checkout's transaction: the cashier URL commits with the payment, with no second commit after it. Others
 * are left for openPaymentRow, after the commit. Answers the payment row as it now stands.
 */
export async function openInTransaction(
  tx: Db,
  ctx: Pick<PurchaseContext, 'provider'>,
  payment: PaymentRow,
  lang: Lang,
  kind: PaymentReturn,
): Promise<PaymentRow> {
  const cashierUrl = await cashierInTransaction(ctx, payment, lang, kind);
  if (cashierUrl === null) return payment;
  const [row] = await tx.update(payments).set({ cashierUrl }).where(eq(payments.id, payment.id)).returning();
  return row ?? payment;
}

/**
 * openInTransaction's cashier URL without its write (null when the provider needs a network call), for a
 * caller that stores it with a statement of its own (checkout).
 */
export async function cashierInTransaction(
  ctx: Pick<PurchaseContext, 'provider'>,
  payment: PaymentDraft,
  lang: Lang,
  kind: PaymentReturn,
): Promise<string | null> {
  if (!ctx.provider.opensOffline) return null;
  return (await ctx.provider.createPayment(paymentRequestOf(payment, lang, kind))).cashierUrl;
}

/**
 * Asks the provider for the cashier once the checkout has committed (never inside it: a real provider is a
 * network call), and answers the cashier URL. A replay, or a process that died in between, opens it then.
 */
export async function openPaymentRow(
  db: Db,
  ctx: Pick<PurchaseContext, 'provider'>,
  payment: PaymentRow,
  lang: Lang,
  kind: PaymentReturn = 'goods',
): Promise<string | null> {
  if (payment.cashierUrl !== null || payment.status !== PaymentStatus.PENDING) return payment.cashierUrl;
  const opened = await ctx.provider.createPayment(paymentRequestOf(payment, lang, kind));
  const [stored] = await db
    .update(payments)
    .set({ cashierUrl: opened.cashierUrl })
    .where(and(eq(payments.id, payment.id), isNull(payments.cashierUrl)))
    .returning({ cashierUrl: payments.cashierUrl });
  if (stored) return stored.cashierUrl;
  // A replay racing this one stored its URL first: that one is the payment's.
  const [again] = await db
    .select({ cashierUrl: payments.cashierUrl })
    .from(payments)
    .where(eq(payments.id, payment.id));
  return again?.cashierUrl ?? null;
}

/** openPaymentRow for a payment known by id. */
export async function openPayment(
  db: Db,
  ctx: Pick<PurchaseContext, 'provider'>,
  paymentId: number,
  lang: Lang,
  kind: 'goods' | 'opus' = 'goods',
): Promise<void> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment) await openPaymentRow(db, ctx, payment, lang, kind);
}
