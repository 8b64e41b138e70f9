// What the request form needs before the buyer asks: which kinds the order allows now, and per line what is
// left to refund and whether a request for it is open (the same rules request.ts enforces).
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import { orderLines } from '../order/schema.js';
import { type OrderRow, ownOrder } from '../order/service.js';
import { lineCeilingFen, lineClaims } from './amounts.js';
import { assertMayAsk } from './request.js';
import { AfterSaleType } from './status.js';

function allows(order: OrderRow, type: AfterSaleType, now: Date): boolean {
  try {
    assertMayAsk(order, type, now);
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** The buyer's own order only (anyone else's is 404). */
export async function refundable(db: Db, buyerId: number, orderId: string) {
  const order = await ownOrder(db, { id: buyerId, role: 'buyer' }, orderId);
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const claims = await lineClaims(
    db,
    lines.map((line) => line.id),
  );
  const now = new Date();
  return {
    orderId: String(order.id),
    refundOnly: allows(order, AfterSaleType.REFUND_ONLY, now),
    returnAndRefund: allows(order, AfterSaleType.RETURN_AND_REFUND, now),
    lines: lines.map((line) => {
      const claim = claims.get(line.id);
      return {
        orderLineId: String(line.id),
        title: line.title,
        paidFen: line.paidFen,
        refundableFen: Math.max(lineCeilingFen(order, line) - (claim?.claimedFen ?? 0), 0),
        openAfterSaleId: claim?.openId == null ? null : String(claim.openId),
      };
    }),
  };
}
