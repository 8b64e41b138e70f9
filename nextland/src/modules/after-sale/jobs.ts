// The after-sale job handler (queue.ts). A request the seller answered first is the move's 409: nothing is
// written and the job completes; an unknown request (404) likewise.
import type { Db } from '../../db/client.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import { jobWorker } from '../jobs/queue.js';
import type { OrderContext } from '../order/service.js';
import { autoApprove } from './decisions.js';
import { type AfterSaleJob, afterSaleAutoApproveQueue } from './queue.js';

export function afterSaleWorkers(db: Db, ctx: OrderContext) {
  return [
    jobWorker<AfterSaleJob>(afterSaleAutoApproveQueue, async (job) => {
      try {
        await autoApprove(db, ctx, job.data.afterSaleId);
      } catch (error) {
        if (!(error instanceof ConflictError) && !(error instanceof NotFoundError)) throw error;
      }
    }),
  ];
}
