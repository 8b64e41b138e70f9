// Every after-sale status change goes through moveAfterSale: the conditional UPDATE of `transition()` and the
// timeline row in one transaction. A refunding move also writes the refund (refundAfterSale).
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ConflictError } from '../../lib/errors.js';
import type { MessageKey } from '../../lib/messages/index.js';
import { transition } from '../../lib/state-machine.js';
import type { OutboxJob } from '../jobs/enqueue.js';
import { removeFromLibrary } from '../library/service.js';
import { orderLines } from '../order/schema.js';
import type { OrderRow } from '../order/service.js';
import { writeAfterSaleRefunds } from '../refund/service.js';
import { lineCeilingFen, lineClaims } from './amounts.js';
import { afterSaleEvents, afterSaleLines, afterSales } from './schema.js';
import {
  AFTER_SALE_STATUS_LABELS,
  type AfterSaleActor,
  type AfterSaleStatus,
  afterSaleMachine,
} from './status.js';
import type { AfterSaleRow } from './view.js';

export type AfterSaleMove = {
  to: AfterSaleStatus;
  actor: AfterSaleActor;
  note: MessageKey;
  params?: Record<string, string>;
  set?: Partial<typeof afterSales.$inferInsert>;
  /** The one status this action starts from where the machine allows more (receipt is 2 → 3 only). */
  onlyFrom?: AfterSaleStatus;
};

/** Moves `row` (as read in this transaction) along afterSaleMachine and records the step; illegal is 409. */
export async function moveAfterSale(tx: Db, row: AfterSaleRow, move: AfterSaleMove): Promise<AfterSaleRow> {
  if (move.onlyFrom !== undefined && row.status !== move.onlyFrom) {
    throw new ConflictError('state.illegalMove', {
      from: { key: AFTER_SALE_STATUS_LABELS[row.status] },
      to: { key: AFTER_SALE_STATUS_LABELS[move.to] },
    });
  }
  const moved = await transition(tx, afterSaleMachine, afterSales, {
    id: row.id,
    from: row.status,
    to: move.to,
    set: { ...move.set, updatedAt: new Date() },
  });
  await tx.insert(afterSaleEvents).values({
    afterSaleId: row.id,
    fromStatus: row.status,
    toStatus: move.to,
    actor: move.actor,
    noteKey: move.note,
    params: move.params ?? {},
  });
  return moved;
}

/**
 * Writes the refund of a request about to be refunded, with its jobs (one per payment it comes back from: an
 * auction order's applied deposit is paid back through the deposit's payment). The caller holds the order's
 * lock; the lines' amounts are checked again here (decision 0027 §3): what other requests hold plus this one
 * stays within each line's ceiling (`lineCeilingFen`). A digital order's refunded works leave the buyer's
 * library.
 */
export async function refundAfterSale(tx: Db, order: OrderRow, row: AfterSaleRow): Promise<OutboxJob[]> {
  const lines = await tx
    .select({
      id: orderLines.id,
      paidFen: orderLines.paidFen,
      workId: orderLines.workId,
      amountFen: afterSaleLines.amountFen,
    })
    .from(afterSaleLines)
    .innerJoin(orderLines, eq(orderLines.id, afterSaleLines.orderLineId))
    .where(eq(afterSaleLines.afterSaleId, row.id));
  const claims = await lineClaims(
    tx,
    lines.map((line) => line.id),
    row.id,
  );
  const over = (line: (typeof lines)[number]) =>
    (claims.get(line.id)?.claimedFen ?? 0) + line.amountFen > lineCeilingFen(order, line);
  if (lines.some(over)) {
    throw new ConflictError();
  }
  const works = lines.flatMap((line) => (line.workId === null ? [] : [line.workId]));
  if (order.digital) await removeFromLibrary(tx, order.buyerId, works);
  return writeAfterSaleRefunds(tx, order, row.id, row.requestedFen);
}
