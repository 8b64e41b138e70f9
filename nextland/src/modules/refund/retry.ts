// A refund the provider refused for good (CLOSED, ABNORMAL: a closed card, say) waits for a person. An official
// sees the failed refunds and retries one: it goes back to pending under a new refund key (the provider saw the
// old key fail, and a new key is a new refund there; the old one paid nothing) with a new job, in one
// transaction. The order is locked first, as every refund writer does.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { NotFoundError } from '../../lib/errors.js';
import { countUpTo } from '../../lib/keyset.js';
import { type CappedPage, offsetOf, type PageRequest, toPage } from '../../lib/paging.js';
import { transition } from '../../lib/state-machine.js';
import { deposits } from '../auction/schema.js';
import { customers } from '../customer/schema.js';
import { auctionLots, goods } from '../goods/schema.js';
import { enqueueAll } from '../jobs/enqueue.js';
import { orders } from '../order/schema.js';
import { paymentRefundQueue, type RefundJob } from '../payment/queue.js';
import { payments } from '../purchase/schema.js';
import { refunds } from './schema.js';
import { RefundStatus, refundMachine } from './status.js';

export type FailedRefund = {
  id: string;
  /**
   * `order`: an order's money; `deposit`: an auction deposit released to a bidder (decision 0028 §3); `payment`:
   * a payment that arrived with nothing to fulfil (issue 26).
   */
  kind: 'order' | 'deposit' | 'payment';
  /** The payment the money goes back to. */
  paymentId: string;
  orderId: string | null;
  orderNumber: string | null;
  depositId: string | null;
  lot: { goodsId: string; title: string } | null;
  afterSaleId: string | null;
  buyerNickname: string;
  amountFen: number;
  attempt: number;
  failedAt: string;
};

function kindOf(refund: { orderId: number | null; depositId: number | null }): FailedRefund['kind'] {
  if (refund.orderId !== null) return 'order';
  return refund.depositId !== null ? 'deposit' : 'payment';
}

/** The key of attempt `attempt`: the first attempt's key with `-r<attempt>` from the second on. */
function attemptKey(refundKey: string, attempt: number): string {
  return `${refundKey.replace(/-r\d+$/, '')}-r${attempt}`;
}

/**
 * Failed refunds, oldest failure first (index refunds_failed_idx), numbered pages as the review queues: an
 * order's (its number and buyer) or an auction deposit's (the lot it was on and its bidder).
 */
export async function failedRefunds(db: Db, page: PageRequest): Promise<CappedPage<FailedRefund>> {
  const where = eq(refunds.status, RefundStatus.FAILED);
  const [rows, counted] = await Promise.all([
    db
      .select({
        refund: refunds,
        orderNumber: orders.orderNumber,
        lotGoodsId: auctionLots.goodsId,
        lotTitle: goods.title,
        buyerNickname: customers.nickname,
      })
      .from(refunds)
      .leftJoin(orders, eq(orders.id, refunds.orderId))
      .leftJoin(deposits, eq(deposits.id, refunds.depositId))
      .leftJoin(auctionLots, eq(auctionLots.id, deposits.lotId))
      .leftJoin(goods, eq(goods.id, auctionLots.goodsId))
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(
        customers,
        eq(customers.id, sql`coalesce(${orders.buyerId}, ${deposits.bidderId}, ${payments.customerId})`),
      )
      .where(where)
      .orderBy(asc(refunds.updatedAt), asc(refunds.id))
      .limit(page.size + 1)
      .offset(offsetOf(page)),
    countUpTo(db, refunds, where),
  ]);
  const records = rows
    .slice(0, page.size)
    .map(({ refund, orderNumber, lotGoodsId, lotTitle, buyerNickname }) => ({
      id: String(refund.id),
      kind: kindOf(refund),
      paymentId: String(refund.paymentId),
      orderId: refund.orderId === null ? null : String(refund.orderId),
      orderNumber,
      depositId: refund.depositId === null ? null : String(refund.depositId),
      lot: lotGoodsId === null || lotTitle === null ? null : { goodsId: String(lotGoodsId), title: lotTitle },
      afterSaleId: refund.afterSaleId === null ? null : String(refund.afterSaleId),
      buyerNickname,
      amountFen: refund.amountFen,
      attempt: refund.attempt,
      failedAt: refund.updatedAt.toISOString(),
    }));
  return {
    ...toPage(records, counted.total, page),
    hasNext: rows.length > page.size,
    totalRelation: counted.capped ? 'AT_LEAST' : 'EXACT',
  };
}

/** Failed → pending under the next attempt's key, with its job; anything but failed is 409 and changes nothing. */
export async function retryRefund(db: Db, refundId: number | null): Promise<{ id: string; status: number }> {
  if (refundId === null) throw new NotFoundError();
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: refunds.orderId })
      .from(refunds)
      .where(eq(refunds.id, refundId));
    if (!found) throw new NotFoundError();
    // A deposit's refund (decision 0028 §3) has no order to lock.
    if (found.orderId !== null) {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for('update');
    }
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
    if (!refund) throw new NotFoundError();
    const attempt = refund.attempt + 1;
    const moved = await transition(tx, refundMachine, refunds, {
      id: refund.id,
      from: refund.status,
      to: RefundStatus.PENDING,
      set: {
        attempt,
        refundKey: attemptKey(refund.refundKey, attempt),
        providerRefundId: null,
        updatedAt: new Date(),
      },
    });
    const data: RefundJob = { refundRowId: refund.id };
    await enqueueAll(tx, [{ name: paymentRefundQueue.name, data }]);
    return { id: String(moved.id), status: moved.status };
  });
}
