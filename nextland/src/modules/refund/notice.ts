// A provider's asynchronous word on a refund (WeChat's REFUND.* notification), after its signature verified.
// Recorded through the same two paths as the job's answer, which act only while the refund is pending: a
// repeated or replayed notification finds it settled and changes nothing.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { OrderContext } from '../order/service.js';
import type { RefundNotice } from '../payment/provider.js';
import { type RefundOutcome, recordRefundFailure, recordRefundResult } from './run.js';
import { refunds } from './schema.js';

export async function applyRefundNotice(
  db: Db,
  ctx: OrderContext,
  notice: RefundNotice,
  log: FastifyBaseLogger,
): Promise<RefundOutcome | 'mismatch'> {
  const [refund] = await db
    .select({ amountFen: refunds.amountFen })
    .from(refunds)
    .where(eq(refunds.refundKey, notice.refundKey));
  if (!refund) {
    log.warn({ notice }, 'refund notification for a refund we did not ask for');
    return 'unknown';
  }
  // A notification that disagrees on the amount is not about the refund we asked for: change nothing.
  if (refund.amountFen !== notice.amountFen) {
    log.warn({ notice, amountFen: refund.amountFen }, 'refund notification amount differs; ignored');
    return 'mismatch';
  }
  if (notice.status === 'SUCCESS') {
    return recordRefundResult(db, ctx, notice.refundKey, {
      providerRefundId: notice.providerRefundId,
      status: 'SUCCESS',
    });
  }
  return recordRefundFailure(db, notice.refundKey);
}
