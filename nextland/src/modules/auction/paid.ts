// Paid orders that settle a won lot (decision 0028 §3), inside the payment notification's transaction: the lot
// completes and the winner's held deposit is applied (it is already part of what the order says was paid);
// the part of a deposit above the hammer price, which the order could not use, is refunded.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { transitionAll } from '../../lib/state-machine.js';
import { auctionLots } from '../goods/schema.js';
import { AuctionLotStatus, lotMachine } from '../goods/status.js';
import { enqueueAll } from '../jobs/enqueue.js';
import { orderLines, orders } from '../order/schema.js';
import type { AuctionContext } from './context.js';
import { depositPurchaseKind } from './deposit.js';
import { refundDeposits } from './deposit-release.js';
import { DepositStatus, depositMachine, deposits } from './schema.js';

/** OrderContext.ordersPaid: the orders a payment just paid that settle a won lot. */
async function ordersPaid(tx: Db, orderIds: number[]): Promise<void> {
  // One statement: a lot whose winner bought its goods in these orders moves 2 → 3 (none, for most payments).
  const completed = await transitionAll(tx, lotMachine, auctionLots, {
    from: AuctionLotStatus.WON_AWAITING_PAYMENT,
    to: AuctionLotStatus.COMPLETED,
    where: sql`exists (select 1 from ${orderLines} ol join ${orders} o on o.id = ol.order_id
      where ol.order_id in (${sql.join(
        orderIds.map((id) => sql`${id}::bigint`),
        sql`, `,
      )}) and ol.goods_id = ${auctionLots.goodsId} and o.buyer_id = ${auctionLots.winnerId})`,
    set: { updatedAt: new Date() },
  });
  for (const lot of completed) {
    if (lot.winnerId === null) continue;
    const [order] = await tx
      .select({ depositFen: orders.depositFen })
      .from(orders)
      .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
      .where(and(inArray(orders.id, orderIds), eq(orderLines.goodsId, lot.goodsId)));
    const [applied] = await transitionAll(tx, depositMachine, deposits, {
      from: DepositStatus.HELD,
      to: DepositStatus.APPLIED,
      where: and(eq(deposits.lotId, lot.id), eq(deposits.bidderId, lot.winnerId)),
      set: { updatedAt: new Date() },
    });
    // The order took off at most the hammer price: what it did not use of the deposit goes back.
    const excess = applied ? applied.amountFen - (order?.depositFen ?? 0) : 0;
    if (applied && excess > 0) {
      await enqueueAll(tx, await refundDeposits(tx, [{ deposit: applied, amountFen: excess }]));
    }
  }
}

/** Auctions plug into the purchase pipeline: deposits as a kind of sale, and won lots completed by their orders. */
export function registerAuctionPurchases(ctx: AuctionContext): void {
  ctx.orders.ordersPaid = ordersPaid;
  ctx.orders.kinds.register(depositPurchaseKind(ctx));
}
