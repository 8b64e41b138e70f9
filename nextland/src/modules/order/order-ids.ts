// Ids taken ahead of the rows that will carry them: a checkout's jobs and cashier URL name its orders and its
// payment, so with the ids known first, every row is written by one statement (checkout-write.ts).
import type { Db } from '../../db/client.js';
import { executeStatement } from '../../db/prepared.js';
import { NEXT_ORDER_NUMBER } from './schema.js';

export type OrderIds = { id: number; orderNumber: string };

export type AllocatedIds = { orders: OrderIds[]; paymentId: number | null };

// Identity columns draw from their sequences like any default: a taken id that is never written (the
// transaction rolled back, or a checkout was refused) is a gap, as a rolled-back insert leaves one.
const idsFor = (count: string) => `select nextval(pg_get_serial_sequence('orders', 'id')) as order_id,
  ${NEXT_ORDER_NUMBER} as order_number,
  case when n = 1 and $1::boolean then nextval(pg_get_serial_sequence('payments', 'id')) end as payment_id
from generate_series(1, ${count}) as n
order by n`;

const ALLOCATE = idsFor('$2::integer');

const idsOf = (rows: Record<string, unknown>[]): AllocatedIds => {
  const paymentId = rows[0]?.payment_id;
  return {
    orders: rows.map((row) => ({ id: Number(row.order_id), orderNumber: String(row.order_number) })),
    paymentId: paymentId === null || paymentId === undefined ? null : Number(paymentId),
  };
};

/** `count` orders' ids and numbers, in order, and a payment's id when `payment` is set. */
export async function allocateIds(tx: Db, count: number, payment: boolean): Promise<AllocatedIds> {
  return idsOf(await executeStatement(tx, 'checkout_allocate_ids', ALLOCATE, [payment, count]));
}
