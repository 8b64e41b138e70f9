// What other modules and the app ask of after-sales: whether an order still has a request waiting on someone,
// and the timers of requests written without the queue.
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueue } from '../jobs/enqueue.js';
import { JOBS_SCHEMA } from '../jobs/queue.js';
import { type AfterSaleJob, afterSaleAutoApproveQueue } from './queue.js';
import { afterSales } from './schema.js';
import { AfterSaleStatus, AfterSaleType, OPEN_AFTER_SALE } from './status.js';

/** True while the order has a request that matches every one of `which`. */
async function hasAfterSale(db: Db, orderId: number, ...which: SQL[]): Promise<boolean> {
  const [row] = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), ...which))
    .limit(1);
  return row !== undefined;
}

/** True while any request of the order is open (auto-confirm waits for it, decision 0027 §3). */
export function hasOpenAfterSale(db: Db, orderId: number): Promise<boolean> {
  return hasAfterSale(db, orderId, inArray(afterSales.status, [...OPEN_AFTER_SALE]));
}

/**
 * True while a refund-only request of the order awaits the seller: shipping then would send the parcel while the
 * request's auto-approval refunds the order in full (issue 26), so the seller decides the request first.
 */
export function hasRefundOnlyAwaitingSeller(db: Db, orderId: number): Promise<boolean> {
  return hasAfterSale(
    db,
    orderId,
    eq(afterSales.type, AfterSaleType.REFUND_ONLY),
    eq(afterSales.status, AfterSaleStatus.AWAITING_SELLER),
  );
}

/**
 * Every request awaiting the seller has its auto-approve job: requests written without the queue (demo data, a
 * queue whose tables were cleared) get one at their deadline (at once when it passed), as order timers do
 * (order/order-timers.ts). Run when the job runner starts; returns how many were scheduled.
 */
export async function scheduleMissingAfterSaleTimers(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      select id, seller_deadline from after_sales
      where status = ${AfterSaleStatus.AWAITING_SELLER} and id not in (
        select (data->>'afterSaleId')::bigint from ${sql.raw(JOBS_SCHEMA)}.job
        where name = ${afterSaleAutoApproveQueue.name} and state in ('created', 'retry', 'active'))`);
    const rows = (result as unknown as { rows: { id: number | string; seller_deadline: string | Date }[] })
      .rows;
    for (const row of rows) {
      const job: AfterSaleJob = { afterSaleId: Number(row.id) };
      await enqueue(tx, afterSaleAutoApproveQueue.name, job, { startAfter: new Date(row.seller_deadline) });
    }
    return rows.length;
  });
}
