// Payments as the buyer sees them (their orders inside), and opening one at the provider.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import {
  type TimeCursorPageRequest,
  type TimeOrderedList,
  timeCursorPage,
  timeOrdering,
} from '../../lib/keyset.js';
import { DEFAULT_LANG, type Lang } from '../../lib/lang.js';
import { payments } from '../payment/schema.js';
import { PaymentStatus } from '../payment/status.js';
import type { OrderContext } from './context.js';
import type { OrderDto, PaymentDto } from './dto.js';
import { orders } from './schema.js';
import { ordersView } from './view.js';

type PaymentRow = typeof payments.$inferSelect;

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
  ctx: OrderContext,
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
  ctx: OrderContext,
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
  ctx: OrderContext,
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
  ctx: OrderContext,
  paymentId: number,
  lang: Lang,
  kind: 'goods' | 'opus' = 'goods',
): Promise<void> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (payment) await openPaymentRow(db, ctx, payment, lang, kind);
}

/** A payment's reply from its row and its orders' replies (any orders given; only its own are kept). */
export function paymentDtoOf(row: PaymentRow, orderDtos: OrderDto[]): PaymentDto {
  return {
    id: String(row.id),
    status: row.status,
    provider: row.provider,
    amountFen: row.amountFen,
    purpose: row.purpose,
    cashierUrl: row.status === PaymentStatus.PENDING ? row.cashierUrl : null,
    createdAt: row.createdAt.toISOString(),
    payDeadline: row.payDeadline.toISOString(),
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    orders: orderDtos.filter((dto) => dto.paymentId === String(row.id)),
  };
}

async function view(db: Db, lang: Lang, rows: PaymentRow[]): Promise<PaymentDto[]> {
  if (rows.length === 0) return [];
  const orderRows = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.paymentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orders.id));
  const dtos = await ordersView(db, lang, orderRows);
  return rows.map((row) => paymentDtoOf(row, dtos));
}

/** One payment of the buyer's; anyone else's, or an unknown id, is a 404. */
export async function paymentView(
  db: Db,
  lang: Lang,
  userId: number,
  id: number | string,
): Promise<PaymentDto> {
  const paymentId = typeof id === 'number' ? id : parseId(id);
  if (paymentId === null) throw new NotFoundError();
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.customerId, userId)));
  const [dto] = await view(db, lang, rows);
  if (!dto) throw new NotFoundError();
  return dto;
}

/** The buyer's payments, newest first (index payments_customer_created_idx). */
export const paymentList = {
  name: 'payments',
  table: payments,
  createdAt: payments.createdAt,
  id: payments.id,
  direction: 'desc',
} as const satisfies TimeOrderedList & { table: typeof payments };

export async function listPayments(
  db: Db,
  lang: Lang,
  userId: number,
  { size, after }: TimeCursorPageRequest,
) {
  const page = await timeCursorPage(db, paymentList, {
    filter: eq(payments.customerId, userId),
    after,
    size,
    select: (where, limit) =>
      db
        .select()
        .from(payments)
        .where(where)
        .orderBy(...timeOrdering(paymentList))
        .limit(limit),
    toRecord: (row) => row,
  });
  const dtos = await view(db, lang, page.records);
  return {
    ...page,
    records: page.records.map((record, i) => ({ ...(dtos[i] as PaymentDto), cursor: record.cursor })),
  };
}
