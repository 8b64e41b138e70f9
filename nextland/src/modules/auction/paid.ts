// Paid orders that settle a won lot (decision 0028 §3), inside the payment notification's transaction: the lot
// completes and the winner's held deposit is applied (it is already part of what the order says was paid);
// the part of a deposit above the hammer price, which the order could not use, is refunded.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { literal } from '../../db/ddl.js';
import { AuctionLotStatus } from '../goods/status.js';
import { enqueueAll } from '../jobs/enqueue.js';
import type { PaymentHooks } from '../order/service.js';
import type { AuctionContext } from './context.js';
import { depositPaid } from './deposit.js';
import { refundDeposits } from './deposit-release.js';
import { DepositStatus, deposits } from './schema.js';

async function ordersPaid(tx: Db, orderIds: number[]): Promise<void> {
  // One statement: a lot whose winner bought its goods in these orders moves 2 → 3.
  const completed = (await tx.execute(sql`
    update auction_lots l set status = ${literal(AuctionLotStatus.COMPLETED)}, updated_at = now()
    from order_lines ol join orders o on o.id = ol.order_id
    where ol.order_id in (${sql.join(
      orderIds.map((id) => sql`${id}::bigint`),
      sql`, `,
    )})
      and l.goods_id = ol.goods_id and l.winner_id = o.buyer_id
      and l.status = ${literal(AuctionLotStatus.WON_AWAITING_PAYMENT)}
    returning l.id, l.winner_id, o.deposit_fen`)) as unknown as {
    rows: { id: string | number; winner_id: string | number; deposit_fen: string | number }[];
  };
  for (const lot of completed.rows) {
    const [applied] = await tx
      .update(deposits)
      .set({ status: DepositStatus.APPLIED, updatedAt: new Date() })
      .where(
        and(
          eq(deposits.lotId, Number(lot.id)),
          eq(deposits.bidderId, Number(lot.winner_id)),
          eq(deposits.status, DepositStatus.HELD),
        ),
      )
      .returning();
    // The order took off at most the hammer price: what it did not use of the deposit goes back.
    const excess = applied ? applied.amountFen - Number(lot.deposit_fen) : 0;
    if (applied && excess > 0) {
      await enqueueAll(tx, await refundDeposits(tx, [{ deposit: applied, amountFen: excess }]));
    }
  }
}

/** The hooks the order module calls when a payment is paid (OrderContext.auction). */
export function auctionPaymentHooks(ctx: AuctionContext): PaymentHooks {
  return {
    depositPaid: (tx, payment) => depositPaid(tx, ctx, payment),
    ordersPaid,
  };
}
