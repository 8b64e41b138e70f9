// The paying side of the demo lots (decision 0028 §5, "Demo data"), through the auction and order services on
// an auction clock the seed sets to each moment: deposits asked for and paid while the lot is open, the close's
// released deposits refunded, the winner's confirmation, its payment (which completes the lot and applies the
// deposit), and the seller's shipment. The seed writes no outbox job: where a job would have paid a refund, the
// refund is run here (as demo-settlement.ts sends its payout), and the order's moments are moved back to the
// lot's days afterwards, as demo-settlement.ts does.
import { randomUUID } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createClock } from '../../lib/clock.js';
import { addresses } from '../../modules/address/schema.js';
import { confirmWin } from '../../modules/auction/confirm.js';
import type { AuctionContext } from '../../modules/auction/context.js';
import { requestDeposit } from '../../modules/auction/deposit.js';
import { registerAuctionPurchases } from '../../modules/auction/paid.js';
import { winView } from '../../modules/auction/win.js';
import type { OutboxJob } from '../../modules/jobs/enqueue.js';
import { shipOrder } from '../../modules/order/service.js';
import { paymentRefundQueue, type RefundJob } from '../../modules/payment/queue.js';
import { handlePaymentNotification } from '../../modules/purchase/notified.js';
import { runRefund } from '../../modules/refund/run.js';
import type { Db } from '../client.js';
import { freshSeedOrderContext } from './demo-orders.js';

const quiet = { warn() {} } as unknown as FastifyBaseLogger;

/** The auction context the demo lots are written in; `at` moves its clock to the moment being written. */
export function seedAuctionContext(): { ctx: AuctionContext; at: (moment: Date) => void } {
  let now = Date.now();
  const ctx: AuctionContext = {
    clock: createClock(() => now),
    payWindowSeconds: 86_400,
    orders: freshSeedOrderContext(),
    rateBp: 500,
  };
  registerAuctionPurchases(ctx);
  return { ctx, at: (moment) => (now = moment.getTime()) };
}

/** Pays `paymentId` through the notification path, as the sandbox cashier would. */
async function pay(tx: Db, ctx: AuctionContext, payment: { id: string; amountFen: number }) {
  await handlePaymentNotification(
    tx,
    ctx.orders,
    {
      paymentId: payment.id,
      providerTxnId: `seed-${randomUUID()}`,
      amountFen: payment.amountFen,
      paid: true,
      paidAt: new Date(),
    },
    quiet,
  );
}

/** `bidderId`'s deposit on the lot, asked for and paid on the auction clock (the lot open): held. */
export async function holdDemoDeposit(tx: Db, ctx: AuctionContext, bidderId: number, goodsId: number) {
  await pay(tx, ctx, await requestDeposit(tx, ctx, 'zh-cn', bidderId, goodsId, randomUUID()));
}

/** Runs the `payment.refund` jobs a step called for (the queue does not exist while seeding). */
export async function runDemoRefunds(tx: Db, ctx: AuctionContext, jobs: OutboxJob[]) {
  for (const job of jobs) {
    if (job.name === paymentRefundQueue.name)
      await runRefund(tx, ctx.orders, (job.data as RefundJob).refundRowId);
  }
}

/**
 * The winner confirms the won lot to their default address and pays on the clock's moment (`paidAt`, soon after
 * the close): the lot completes, the deposit is applied. The seller ships at `shippedAt`. Answers the order id.
 */
export async function payAndShipDemoLot(
  tx: Db,
  { ctx, at }: ReturnType<typeof seedAuctionContext>,
  { goodsId, winnerId, sellerId }: { goodsId: number; winnerId: number; sellerId: number },
  { paidAt, shippedAt }: { paidAt: Date; shippedAt: Date },
): Promise<number> {
  at(paidAt);
  const [address] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.customerId, winnerId), eq(addresses.isDefault, true)));
  if (!address) throw new Error('the demo winner has no default address');
  const addressId = String(address.id);
  const bill = await winView(tx, ctx, 'zh-cn', winnerId, goodsId, addressId);
  const payment = await confirmWin(tx, ctx, 'zh-cn', winnerId, goodsId, {
    addressId,
    idempotencyKey: randomUUID(),
    acceptedTotalFen: bill.totalFen,
  });
  await pay(tx, ctx, payment);
  const orderId = Number(payment.orders[0]?.id);
  const paid = { mark: 'paid_at', target: paidAt };
  await moveBack(tx, orderId, paid, ['created_at', 'updated_at', 'paid_at'], sql`true`);
  const trackingNumber = `SF${String(1e11 + orderId).slice(0, 12)}`;
  await shipOrder(tx, ctx.orders, 'zh-cn', sellerId, String(orderId), { carrierCode: 'SF', trackingNumber });
  const shipped = { mark: 'shipped_at', target: shippedAt };
  await moveBack(tx, orderId, shipped, ['updated_at', 'shipped_at', 'auto_confirm_at'], sql`to_status = 2`);
  return orderId;
}

/**
 * The services wrote the order's moments on the wall clock: `columns` (and the timeline's rows `events` picks)
 * move back together so that `mark` is `target`. The payment's deadline stays: it was the win's, on the
 * auction clock already.
 */
async function moveBack(
  tx: Db,
  orderId: number,
  { mark, target }: { mark: string; target: Date },
  columns: string[],
  events: SQL,
) {
  const back = sql`(select ${sql.identifier(mark)} - ${target.toISOString()}::timestamptz from orders where id = ${orderId})`;
  await tx.execute(sql`update order_events set at = at - ${back} where order_id = ${orderId} and ${events}`);
  const set = sql.join(
    columns.map((column) => sql`${sql.identifier(column)} = ${sql.identifier(column)} - d.back`),
    sql`, `,
  );
  await tx.execute(
    sql`with d as (select ${back} as back) update orders set ${set} from d where id = ${orderId}`,
  );
}
