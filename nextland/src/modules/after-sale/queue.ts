// `after-sale.auto-approve`: a request the seller has not answered by its deadline is approved for them.
import type { QueueDefinition } from '../jobs/queue.js';

export const afterSaleAutoApproveQueue: QueueDefinition = {
  name: 'after-sale.auto-approve',
  retryLimit: 10,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};

export type AfterSaleJob = { afterSaleId: number };
