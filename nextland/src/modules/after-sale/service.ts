// What other modules ask of after-sales: whether an order still has a request waiting on someone.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { afterSales } from './schema.js';
import { OPEN_AFTER_SALE } from './status.js';

/** True while any request of the order is open (auto-confirm waits for it, decision 0027 §3). */
export async function hasOpenAfterSale(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: afterSales.id })
    .from(afterSales)
    .where(and(eq(afterSales.orderId, orderId), inArray(afterSales.status, [...OPEN_AFTER_SALE])))
    .limit(1);
  return row !== undefined;
}
