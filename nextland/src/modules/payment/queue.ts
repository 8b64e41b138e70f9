// `payment.refund`: pays back one row of the refunds table (refund/run.ts handles it). The provider refunds by
// the row's refund key, so a retried job is one refund.
import type { QueueDefinition } from '../jobs/queue.js';

export const paymentRefundQueue: QueueDefinition = {
  name: 'payment.refund',
  retryLimit: 20,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

/** The refunds row to pay back. */
export type RefundJob = { refundRowId: number };
