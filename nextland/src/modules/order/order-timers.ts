// Every order waiting on a clock has its job: an unpaid order its expiry at the pay deadline, a shipped order
// its auto-confirm. Checkout and shipping enqueue them in their own transactions; this catches the orders
// that were written without the queue — the seed's demo orders (decision 0019), or a queue whose tables were
// cleared — so no unpaid order stays payable past its deadline. Run when the job runner starts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enqueue } from '../jobs/enqueue.js';
import { JOBS_SCHEMA } from '../jobs/queue.js';
import { type OrderJob, orderAutoConfirmQueue, orderExpireQueue } from './queues.js';
import { OrderStatus } from './status.js';

const timers = [
  { queue: orderExpireQueue.name, status: OrderStatus.AWAITING_PAYMENT, due: sql.raw('pay_deadline') },
  { queue: orderAutoConfirmQueue.name, status: OrderStatus.SHIPPED, due: sql.raw('auto_confirm_at') },
];

/** Enqueues the missing timer jobs (due at once when their moment has passed); returns how many. */
export async function scheduleMissingOrderTimers(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let scheduled = 0;
    for (const { queue, status, due } of timers) {
      // `not in` over one queue's live jobs: hashed once, not probed per order.
      const result = await tx.execute(sql`
        select id, ${due} as due from orders
        where status = ${status} and ${due} is not null and id not in (
          select (data->>'orderId')::bigint from ${sql.raw(JOBS_SCHEMA)}.job
          where name = ${queue} and state in ('created', 'retry', 'active'))`);
      const rows = (result as unknown as { rows: { id: number | string; due: string | Date }[] }).rows;
      for (const row of rows) {
        const job: OrderJob = { orderId: Number(row.id) };
        await enqueue(tx, queue, job, { startAfter: new Date(row.due) });
        scheduled += 1;
      }
    }
    return scheduled;
  });
}
