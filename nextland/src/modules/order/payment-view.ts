// Payments as the buyer sees them (their orders inside).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { parseId } from '../../lib/ids.js';
import {
  type TimeCursorPageRequest,
  type TimeOrderedList,
  timeCursorPage,
  timeOrdering,
} from '../../lib/keyset.js';
import type { Lang } from '../../lib/lang.js';
import { PaymentStatus } from '../payment/status.js';
import { payments } from '../purchase/schema.js';
import type { OrderDto, PaymentDto } from './dto.js';
import { orders } from './schema.js';
import { ordersView } from './view.js';

type PaymentRow = typeof payments.$inferSelect;

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
