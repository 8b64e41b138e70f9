// What an after-sale step tells others: messages and live events to both sides, and the auto-approve job of
// a new request, as jobs for the step's one `enqueueAll` (decision 0026), so they exist exactly when the
// step commits.
import { formatMoney } from '../../lib/money.js';
import { publishJob } from '../events/service.js';
import type { OutboxJob } from '../jobs/enqueue.js';
import { type MessageKind, messageJob } from '../message/service.js';
import type { OrderContext } from '../order/service.js';
import { type AfterSaleJob, afterSaleAutoApproveQueue } from './queue.js';
import { AfterSaleActor, AfterSaleStatus, SELLER_ANSWER_SECONDS } from './status.js';
import type { AfterSaleRow } from './view.js';

/** Who is told of the status a request reached: the other side (both when the clock made the step). */
const MESSAGES: Record<AfterSaleStatus, { to: 'buyer' | 'seller'; kind: MessageKind }> = {
  [AfterSaleStatus.AWAITING_SELLER]: { to: 'seller', kind: 'afterSaleRequested' },
  [AfterSaleStatus.AWAITING_RETURN]: { to: 'buyer', kind: 'afterSaleReturnApproved' },
  [AfterSaleStatus.AWAITING_RECEIPT]: { to: 'seller', kind: 'afterSaleReturnShipped' },
  [AfterSaleStatus.REFUNDED]: { to: 'buyer', kind: 'afterSaleRefunded' },
  [AfterSaleStatus.REJECTED]: { to: 'buyer', kind: 'afterSaleRejected' },
  [AfterSaleStatus.WITHDRAWN]: { to: 'seller', kind: 'afterSaleWithdrawn' },
};

export function announceStep(
  ctx: OrderContext,
  row: AfterSaleRow,
  orderNumber: string,
  actor: AfterSaleActor,
): OutboxJob[] {
  if (!ctx.outbox) return [];
  const message = MESSAGES[row.status];
  const to = actor === AfterSaleActor.SYSTEM ? [row.buyerId, row.sellerId] : [row[`${message.to}Id`]];
  // Stored with the message and written in the reader's language; money in zh-CN form, as orders' messages.
  const params = {
    orderNumber,
    amount: formatMoney(row.requestedFen, 'zh-cn'),
    days: String(Math.round(SELLER_ANSWER_SECONDS / 86_400)),
    reason: row.rejectReason ?? '',
    trackingNumber: row.returnTrackingNumber ?? '',
    // Not in the text: the message links to the request (Message.afterSaleId).
    afterSaleId: String(row.id),
  };
  const data = { afterSaleId: String(row.id), orderId: String(row.orderId), status: row.status };
  const jobs: OutboxJob[] = [
    ...to.map((customerId) => messageJob(customerId, message.kind, params)),
    publishJob('afterSale.updated', row.buyerId, { ...data, role: 'buyer' }),
    publishJob('afterSale.updated', row.sellerId, { ...data, role: 'seller' }),
  ];
  if (row.status === AfterSaleStatus.AWAITING_SELLER) {
    const job: AfterSaleJob = { afterSaleId: row.id };
    jobs.push({
      name: afterSaleAutoApproveQueue.name,
      data: job,
      options: { startAfter: row.sellerDeadline },
    });
  }
  return jobs;
}
