// "Never more than was paid" (decision 0027 §3): per order line, what requests already hold. Read under the
// order's row lock, which every request and every refund of the order takes first, so two requests for one
// line queue and the second sees the first.
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OrderRow } from '../order/service.js';
import { afterSaleLines, afterSales } from './schema.js';
import { AfterSaleStatus, OPEN_AFTER_SALE } from './status.js';

export type LineClaim = {
  /** Fen asked in requests still open or refunded: no longer available to a new request. */
  claimedFen: number;
  /** The request open for the line (one at a time), if any. */
  openId: number | null;
};

const HOLDING = [...OPEN_AFTER_SALE, AfterSaleStatus.REFUNDED];

/** Claims on `lineIds` by requests other than `except` (the request being refunded, when it is re-checked). */
export async function lineClaims(
  db: Db,
  lineIds: number[],
  except?: number,
): Promise<Map<number, LineClaim>> {
  if (lineIds.length === 0) return new Map();
  const open = sql.join(
    OPEN_AFTER_SALE.map((status) => sql`${status}`),
    sql`, `,
  );
  const rows = await db
    .select({
      lineId: afterSaleLines.orderLineId,
      claimed: sql<string>`coalesce(sum(${afterSaleLines.amountFen}), 0)`,
      openId: sql<string | null>`max(${afterSales.id}) filter (where ${afterSales.status} in (${open}))`,
    })
    .from(afterSaleLines)
    .innerJoin(afterSales, sql`${afterSales.id} = ${afterSaleLines.afterSaleId}`)
    .where(
      and(
        inArray(afterSaleLines.orderLineId, lineIds),
        inArray(afterSales.status, HOLDING),
        except === undefined ? undefined : ne(afterSales.id, except),
      ),
    )
    .groupBy(afterSaleLines.orderLineId);
  return new Map(
    rows.map((row) => [
      row.lineId,
      { claimedFen: Number(row.claimed), openId: row.openId === null ? null : Number(row.openId) },
    ]),
  );
}

/**
 * The most a line's requests may ask back in all: what the line says was paid, plus, for an auction order, the
 * winner's deposit that was applied to it (decision 0028 §3): the buyer paid the hammer price partly
 * through the deposit, and the order's `paid_fen` counts only the rest. An order with a deposit is an auction
 * order of one line (auction/confirm.ts), so the deposit belongs to that line.
 */
export function lineCeilingFen(order: Pick<OrderRow, 'depositFen'>, line: { paidFen: number }): number {
  return line.paidFen + order.depositFen;
}
