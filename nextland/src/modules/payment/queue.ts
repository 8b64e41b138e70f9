// `payment.refund`: gives back an order's share of a payment that arrived after the order was cancelled.
// The provider refunds by refund id (the order), so a retried job is one refund.
import { jobWorker, type QueueDefinition } from '../jobs/queue.js';
import type { PaymentProvider, RefundRequest } from './provider.js';

export const paymentRefundQueue: QueueDefinition = {
  name: 'payment.refund',
  retryLimit: 20,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 120,
};

export type RefundJob = RefundRequest;

export function paymentRefundWorker(provider: PaymentProvider) {
  return jobWorker<RefundJob>(paymentRefundQueue, async (job) => {
    await provider.refund(job.data);
  });
}
