// Works in orders (decision 0023): editions reserved at checkout and returned on cancel (the work module counts
// them), ownership checks, and the library entries a paid digital order writes (the library module keeps them).
// Every function runs inside the caller's transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { addToLibrary, ownedWorks } from '../library/service.js';
import { giveBackEditions, takeEditions } from '../work/service.js';
import type { PricedCheckout } from './pricing.js';
import { orderLines, orders } from './schema.js';
import { OrderStatus } from './status.js';

const titlesOf = (priced: PricedCheckout, ids: Set<number>) =>
  priced.sellers
    .flatMap((seller) => seller.lines)
    .filter((line) => ids.has(line.goods.id))
    .map((line) => line.goods.title)
    .join(', ');

/**
 * A buyer never pays twice for one work: one they own is 409 `order.ownedWork`, one in an order of theirs
 * still awaiting payment is 409 `order.workAwaitingPayment`. Both name the works in `data.lines`.
 */
export async function refuseOwnedWorks(tx: Db, buyerId: number, priced: PricedCheckout): Promise<void> {
  const ids = priced.sellers.flatMap((seller) => seller.lines.map((line) => line.goods.id));
  const owned = await ownedWorks(tx, buyerId, ids);
  const refuse = (key: 'order.ownedWork' | 'order.workAwaitingPayment', found: Set<number>, code: string) => {
    const lines = [...found].map((id) => ({ workId: String(id), code }));
    return new AppError(409, key, { lines }, { titles: titlesOf(priced, found) });
  };
  if (owned.size > 0) throw refuse('order.ownedWork', owned, 'OWNED');
  const pending = await tx
    .selectDistinct({ workId: orderLines.workId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orders.buyerId, buyerId),
        eq(orders.status, OrderStatus.AWAITING_PAYMENT),
        inArray(orderLines.workId, ids),
      ),
    );
  if (pending.length > 0) {
    throw refuse(
      'order.workAwaitingPayment',
      new Set(pending.map((row) => row.workId ?? 0)),
      'AWAITING_PAYMENT',
    );
  }
}

/**
 * Takes each line's editions in work id order (the work module's conditional update is the reservation); a
 * work whose last edition another checkout took is `onGone`.
 */
export async function reserveEditions(
  tx: Db,
  priced: PricedCheckout,
  onGone: (line: PricedCheckout['sellers'][number]['lines'][number]) => Error,
): Promise<void> {
  const lines = priced.sellers.flatMap((seller) => seller.lines).sort((a, b) => a.goods.id - b.goods.id);
  for (const line of lines) {
    if (!(await takeEditions(tx, line.goods.id, line.quantity))) throw onGone(line);
  }
}

/** A cancelled order's editions come back (in the move's transaction, so once); sold out goes back on sale. */
export async function returnEditions(tx: Db, lines: { workId: number | null; quantity: number }[]) {
  for (const line of lines) {
    if (line.workId === null) continue;
    await giveBackEditions(tx, line.workId, line.quantity);
  }
}

/** The paid digital order's works join the buyer's library, in the payment's transaction. */
export async function deliverToLibrary(tx: Db, order: { id: number; buyerId: number }, at: Date) {
  const lines = await tx
    .select({ workId: orderLines.workId })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  const rows = lines.flatMap((line) =>
    line.workId === null
      ? []
      : [{ customerId: order.buyerId, workId: line.workId, orderId: order.id, acquiredAt: at }],
  );
  await addToLibrary(tx, rows);
}
