// Works in orders (decision 0023): editions reserved at checkout and returned on cancel, ownership checks,
// and the library entries a paid digital order writes. Every function runs inside the caller's transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { GoodsStatus } from '../goods/status.js';
import { libraryItems } from '../library/schema.js';
import { ownedWorks } from '../library/service.js';
import { works } from '../work/schema.js';
import type { PricedCheckout } from './pricing.js';
import { orderLines, orders } from './schema.js';
import { OrderStatus } from './status.js';

/** Work rows in id order, like goods: two checkouts sharing works lock them in the same order. */
export async function lockWorks(tx: Db, ids: number[]): Promise<void> {
  await tx
    .select({ id: works.id })
    .from(works)
    .where(inArray(works.id, ids))
    .orderBy(asc(works.id))
    .for('update');
}

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
 * The conditional update is the reservation (`editions_sold + q ≤ edition_size`, still on sale): no row means
 * another checkout took the last edition, and `onGone` names it. The last edition marks the work sold out.
 * Neither this nor `returnEditions` moves `updated_at` unless the status changes: a sale is not the seller's
 * edit, and an update that leaves the indexed columns alone stays in place (HOT), as checkout's stock
 * reservation does.
 */
export async function reserveEditions(
  tx: Db,
  priced: PricedCheckout,
  onGone: (line: PricedCheckout['sellers'][number]['lines'][number]) => Error,
): Promise<void> {
  const lines = priced.sellers.flatMap((seller) => seller.lines).sort((a, b) => a.goods.id - b.goods.id);
  for (const line of lines) {
    const [row] = await tx
      .update(works)
      .set({
        editionsSold: sql`${works.editionsSold} + ${line.quantity}`,
        status: sql`case when ${works.editionsSold} + ${line.quantity} = ${works.editionSize} then ${GoodsStatus.SOLD_OUT} else ${works.status} end`,
        updatedAt: sql`case when ${works.editionsSold} + ${line.quantity} = ${works.editionSize} then now() else ${works.updatedAt} end`,
      })
      .where(
        and(
          eq(works.id, line.goods.id),
          sql`${works.editionsSold} + ${line.quantity} <= ${works.editionSize}`,
          eq(works.status, GoodsStatus.ON_SALE),
        ),
      )
      .returning({ id: works.id });
    if (!row) throw onGone(line);
  }
}

/** A cancelled order's editions come back (in the move's transaction, so once); sold out goes back on sale. */
export async function returnEditions(tx: Db, lines: { workId: number | null; quantity: number }[]) {
  for (const line of lines) {
    if (line.workId === null) continue;
    await tx
      .update(works)
      .set({
        editionsSold: sql`${works.editionsSold} - ${line.quantity}`,
        status: sql`case when ${works.status} = ${GoodsStatus.SOLD_OUT} then ${GoodsStatus.ON_SALE} else ${works.status} end`,
        updatedAt: sql`case when ${works.status} = ${GoodsStatus.SOLD_OUT} then now() else ${works.updatedAt} end`,
      })
      .where(eq(works.id, line.workId));
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
  if (rows.length > 0) await tx.insert(libraryItems).values(rows).onConflictDoNothing();
}
