// A work's editions (decision 0023), counted on its own row and changed only here (issue 26: a table is written
// by its own module). The order module takes editions at checkout and gives them back on cancel, inside its
// transaction; it reaches these through service.ts.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { GoodsStatus } from '../goods/status.js';
import { works } from './schema.js';

/** Work rows in id order, like goods: two checkouts sharing works lock them in the same order. */
export async function lockWorks(tx: Db, ids: number[]): Promise<void> {
  await tx
    .select({ id: works.id })
    .from(works)
    .where(inArray(works.id, ids))
    .orderBy(asc(works.id))
    .for('update');
}

/**
 * The conditional update is the reservation (`editions_sold + q ≤ edition_size`, still on sale): false means
 * another checkout took the last edition. The last edition marks the work sold out. Neither this nor
 * `giveBackEditions` moves `updated_at` unless the status changes: a sale is not the seller's edit, and an
 * update that leaves the indexed columns alone stays in place (HOT), as checkout's stock reservation does.
 */
export async function takeEditions(tx: Db, workId: number, quantity: number): Promise<boolean> {
  const [row] = await tx
    .update(works)
    .set({
      editionsSold: sql`${works.editionsSold} + ${quantity}`,
      status: sql`case when ${works.editionsSold} + ${quantity} = ${works.editionSize} then ${GoodsStatus.SOLD_OUT} else ${works.status} end`,
      updatedAt: sql`case when ${works.editionsSold} + ${quantity} = ${works.editionSize} then now() else ${works.updatedAt} end`,
    })
    .where(
      and(
        eq(works.id, workId),
        sql`${works.editionsSold} + ${quantity} <= ${works.editionSize}`,
        eq(works.status, GoodsStatus.ON_SALE),
      ),
    )
    .returning({ id: works.id });
  return row !== undefined;
}

/** A cancelled order's editions come back; sold out goes back on sale. */
export async function giveBackEditions(tx: Db, workId: number, quantity: number): Promise<void> {
  await tx
    .update(works)
    .set({
      editionsSold: sql`${works.editionsSold} - ${quantity}`,
      status: sql`case when ${works.status} = ${GoodsStatus.SOLD_OUT} then ${GoodsStatus.ON_SALE} else ${works.status} end`,
      updatedAt: sql`case when ${works.status} = ${GoodsStatus.SOLD_OUT} then now() else ${works.updatedAt} end`,
    })
    .where(eq(works.id, workId));
}
